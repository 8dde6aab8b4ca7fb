Pod::Spec.new do |s|
  s.name             = 'RouteComposer'
  s.version          = '3.0.0-dev'
  s.summary          = 'Composes UIKit navigation from small typed steps: find what is on screen, clear the way, build the rest.'
  s.description      = <<-DESC
    RouteComposer describes every destination of an app as a chain of steps. Each step knows how
    to find its screen if it is already shown, how to build it if not, and how to integrate it:
    push, present, add a tab, set a split detail. The router walks the live view-controller
    hierarchy, reuses what exists, dismisses or reveals what is in the way, and builds the rest.
    Deep links land on the same destinations as taps.
  DESC
  s.homepage         = 'https://github.com/route-composer/route-composer'
  s.license          = { :type => 'MIT', :file => 'LICENSE' }
  s.author           = 'The RouteComposer developers'
  s.source           = { :git => 'https://github.com/route-composer/route-composer.git', :tag => s.version.to_s }
  s.ios.deployment_target = '15.0'
  s.swift_versions   = ['6.0']
  s.frameworks       = 'UIKit'
  # The package name SwiftPM gives every module of the repository: the subspecs use each other's
  # `package` declarations (the seams between the Swift package's targets) and URLRouting's.
  s.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '$(inherited) -package-name routecomposer' }

  # The subspecs are the Swift package's targets, but CocoaPods compiles the subspecs a Podfile
  # takes into ONE module, RouteComposer. So a feature's `import RouteComposerCore` is guarded by
  # `#if canImport(...)`, which holds in the Swift package and not here, where the core's files are
  # in the same module. The umbrella's file (RouteComposer/Umbrella) is SwiftPM's alone: here the
  # module is already the whole library. `pod 'RouteComposer'` takes every subspec;
  # `pod 'RouteComposer/Core'` the router alone.
  s.default_subspecs = 'Core', 'DeepLinking', 'Graph', 'Restoration', 'Modules', 'Compatibility'

  # Entities, steps and assemblies, the router, the containers and the 2.x extras.
  s.subspec 'Core' do |core|
    core.source_files  = 'RouteComposer/**/*.swift'
    core.exclude_files = 'RouteComposer/{DeepLinking,Graph,Restoration,Modules,Compatibility,Umbrella}/**/*'
  end

  # Deep links and route tables, over the URL matcher, a pod of its own (URLRouting.podspec).
  s.subspec 'DeepLinking' do |deep_linking|
    deep_linking.source_files = 'RouteComposer/DeepLinking/**/*.swift'
    deep_linking.dependency 'RouteComposer/Core'
    deep_linking.dependency 'URLRouting', s.version.to_s
  end

  s.subspec 'Graph' do |graph|
    graph.source_files = 'RouteComposer/Graph/**/*.swift'
    graph.dependency 'RouteComposer/DeepLinking'
  end

  s.subspec 'Restoration' do |restoration|
    restoration.source_files = 'RouteComposer/Restoration/**/*.swift'
    restoration.dependency 'RouteComposer/DeepLinking'
  end

  s.subspec 'Modules' do |modules|
    modules.source_files = 'RouteComposer/Modules/**/*.swift'
    modules.dependency 'RouteComposer/DeepLinking'
  end

  # The 1.x spellings of configurations.
  s.subspec 'Compatibility' do |compatibility|
    compatibility.source_files = 'RouteComposer/Compatibility/**/*.swift'
    compatibility.dependency 'RouteComposer/Core'
  end
end
