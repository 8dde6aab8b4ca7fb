Pod::Spec.new do |s|
  s.name             = 'URLRouting'
  s.version          = '3.0.0-dev'
  s.summary          = 'URL patterns, a route trie, typed parameters and reverse routing, hardened against hostile URLs.'
  s.description      = <<-DESC
    The URL matcher of RouteComposer, with no UIKit: patterns with typed parameters, optional
    groups and catch-alls, matched through a trie with a fixed precedence; limits that refuse
    hostile URLs before any route runs; errors that name the closest routes; and reverse routing.
    RouteComposer depends on it and re-exports it.
  DESC
  s.homepage         = 'https://github.com/route-composer/route-composer'
  s.license          = { :type => 'MIT', :file => 'LICENSE' }
  s.author           = 'The RouteComposer developers'
  s.source           = { :git => 'https://github.com/route-composer/route-composer.git', :tag => s.version.to_s }
  s.ios.deployment_target = '15.0'
  s.osx.deployment_target = '13.0'
  s.swift_versions   = ['6.0']
  s.source_files     = 'URLRouting/**/*.swift'
  # The package name SwiftPM gives both modules: RouteComposer uses URLRouting's `package` API.
  s.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '$(inherited) -package-name routecomposer' }
end
