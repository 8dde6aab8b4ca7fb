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
  s.source_files     = 'RouteComposer/**/*.swift'
  # The URL matcher is a module of its own (URLRouting.podspec), as in the Swift package.
  s.dependency 'URLRouting', s.version.to_s
  # The package name SwiftPM gives both modules: RouteComposer uses URLRouting's `package` API.
  s.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '$(inherited) -package-name routecomposer' }
end
