import Testing
import HeadlessTestSupport
import HeadlessUIKit
@testable import Example
@testable import RouteComposer

/// `swift run Example viper` and `swift run Example mvvm`: each script checks what every step
/// leaves on screen, so a script that succeeds is a test of the sample end to end.
@MainActor
@Suite(.serialized, .exampleIsolation)
struct SampleCommandTests {
    @Test("The VIPER sample runs every step as it says")
    func viper() async {
        await HeadlessRuntime.shared.showInFreshWindow(UIViewController())

        #expect(await VIPERSample.run(router: DefaultRouter(logger: nil)))
        #expect(HeadlessRuntime.shared.exceptions.isEmpty)
    }

    @Test("The MVVM sample runs every step as it says")
    func mvvm() async {
        await HeadlessRuntime.shared.showInFreshWindow(UIViewController())

        #expect(await MVVMSample.run(router: DefaultRouter(logger: nil)))
        #expect(HeadlessRuntime.shared.exceptions.isEmpty)
    }

    @Test("The usage names both commands")
    func usage() {
        #expect(ExampleApp.usage.contains("swift run Example viper"))
        #expect(ExampleApp.usage.contains("swift run Example mvvm"))
    }
}
