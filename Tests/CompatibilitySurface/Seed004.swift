// The Swift code of RouteComposer's early 1.x README (seed 004), in the README's order.
//
// `.ci/check-compatibility` type-checks this file against the built library: a 1.x app must
// compile with deprecation warnings that name each 2.x replacement, and nothing else.
//
// What is not the README's own text:
// * blocks marked SCAFFOLDING: the app's own types the README assumes exist (the product
//   screen, the login and analytics managers), and on Linux the table view controller the
//   headless UIKit model lacks;
// * the README quotes the library's own `Factory` and `Finder` protocols to explain them; those
//   are declarations of the library, not of an app, so they stay here as comments;
// * lines marked PSEUDO-CODE FIX: the README's lines that were never valid Swift (see each);
// * the README's "the same without RouteComposer" example is left out: it does not use the
//   library, and it is pseudo-code (it presents an undefined `alertController`, passes a
//   navigation controller as `animated:`, and its capture list has no `in`);
// * lines marked CONCURRENCY FIX: 2.x's configuration API is main-actor isolated (upstream's
//   too, since 2.20), and the README's configuration code is not isolated, which Swift reports
//   as an error in both language modes; the only change is the `@MainActor` attribute, which a
//   1.x app adds to its configuration code when it moves to 2.x. The library cannot make these
//   calls legal without dropping the main-actor isolation that upstream 2.x declares.
//
// The README's `let action: Action` spells an existential without `any`, which Swift 6
// compilers warn about in the app's own code ([#ExistentialAny]); the check lists those warnings
// separately, because no library change can remove them: `Action` has an associated type in 2.x.
//
// The file is checked as an app's configuration file (-parse-as-library), not as its main.swift.
// Before the adapters in RouteComposer/Compatibility the compiler reported 24 errors here in each
// language mode (and more isolation errors once those were fixed, which the CONCURRENCY FIX
// lines address).

import Foundation
#if canImport(UIKit)
import UIKit
#endif
import RouteComposer

// MARK: - SCAFFOLDING: the app's types the README assumes

final class ProductViewController: UIViewController {
    var productID: UUID?
}

@MainActor
final class LoginManager {
    static let sharedInstance = LoginManager()
    var isUserLoggedIn = false
}

@MainActor
final class AnalyticsManager {
    static let sharedInstance = AnalyticsManager()
    func trackProductView(productID: UUID?) {}
}

#if !canImport(UIKit)
// The headless UIKit model has no table views; these stand in for UIKit's on Linux only.
class UITableView: UIView {}

class UITableViewController: UIViewController {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

extension IndexPath {
    var row: Int { self[1] }
}
#endif

// MARK: - 1. Factory

/* Quoted from the library by the README, not app code:
public protocol Factory {

    associatedtype ViewController: UIViewController

    associatedtype Context

    var action: Action { get }

    func prepare(with context: Context) throws

    func build(with context: Context) throws -> ViewController

}
*/

class ProductViewControllerFactory: Factory {

    let action: Action

    init(action: Action) {
        self.action = action
    }

    func build(with productID: UUID) throws -> ProductViewController {
        let productViewController = ProductViewController(nibName: "ProductViewController", bundle: nil)
        productViewController.productID = productID // Parameter initialisation can be handled by a ContextAction, see below:

        return productViewController
    }

}

// MARK: - 2. Finder

/* Quoted from the library by the README, not app code:
public protocol Finder {

    associatedtype ViewController: UIViewController

    associatedtype Context

    func findViewController(with context: Context) -> ViewController?

}
*/

class ProductViewControllerFinder: StackIteratingFinder {

    let options: SearchOptions

    init(options: SearchOptions = .currentAndUp) {
        self.options = options
    }

    func isTarget(_ productViewController: ProductViewController, with productID: UUID) -> Bool {
        return productViewController.productID == productID
    }

}

// MARK: - 3. Action

class PresentModally: Action {

    func perform(viewController: UIViewController, on existingController: UIViewController, animated: Bool, completion: @escaping (_: ActionResult) -> Void) {
        guard existingController.presentedViewController == nil else {
            completion(.failure("\(existingController) is already presenting a view controller."))
            return
        }

        existingController.present(viewController, animated: animated, completion: {
            completion(.continueRouting)
        })
    }

}

// MARK: - 4. Routing Interceptor

class LoginInterceptor: RoutingInterceptor {

    func execute(for destination: AppDestination, completion: @escaping (_: InterceptorResult) -> Void) {
        guard !LoginManager.sharedInstance.isUserLoggedIn else {
            completion(.failure("User has not been logged in."))
            return
        }
        completion(.success)
    }

}

// MARK: - 5. Context Task

class ProductViewControllerContextTask: ContextTask {

    func apply(on productViewController: ProductViewController, with productID: UUID) {
        productViewController.productID = productID
    }

}

// MARK: - 6. Post Routing Task

class ProductViewControllerPostTask: PostRoutingTask {

    let analyticsManager: AnalyticsManager

    init(analyticsManager: AnalyticsManager) {
        self.analyticsManager = analyticsManager
    }

    func execute(on productViewController: ProductViewController, for destination: AppDestination, routingStack: [UIViewController]) {
        analyticsManager.trackProductView(productID: productViewController.productID)
    }

}

// MARK: - Configuring Step

// CONCURRENCY FIX: `@MainActor` added; see the note at the top of the file.
@MainActor let productScreen = StepAssembly(finder: ProductViewControllerFinder(), factory: ProductViewControllerFactory(action: PushToNavigationAction()))
        .add(LoginInterceptor())
        .add(ProductViewControllerContextTask())
        .add(ProductViewControllerPostTask(analyticsManager: AnalyticsManager.sharedInstance))
        .from(NavigationControllerStep(action: DefaultActions.PresentModally()))
        .from(CurrentControllerStep())
        .assemble()

// MARK: - Routing

struct AppDestination: RoutingDestination {

    let finalStep: RoutingStep

    let context: Any?

}

// CONCURRENCY FIX: `@MainActor` added; see the note at the top of the file.
@MainActor struct Configuration {

    static func productDestination(with productID: UUID) -> AppDestination {
        let productScreen = StepAssembly(finder: ProductViewControllerFinder(), factory: ProductViewControllerFactory(action: PushToNavigationAction()))
                .add(LoginInterceptor())
                .add(ProductViewControllerContextTask())
                .add(ProductViewControllerPostTask(analyticsManager: AnalyticsManager.sharedInstance))
                .from(NavigationControllerStep(action: DefaultActions.PresentModally()))
                .from(CurrentViewControllerStep())
                .assemble()

        return AppDestination(finalStep: productScreen, context: productID)
    }

}

class ProductArrayViewController: UITableViewController {

    // PSEUDO-CODE FIX: the README declares `let products: [UUID]?` with no initial value in a
    // class with no initialiser, which never compiled; the value here is the smallest fix.
    let products: [UUID]? = nil

    let router = DefaultRouter()

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        // PSEUDO-CODE FIX: the README subscripts the optional array directly,
        // `guard let productID = products[indexPath.row]`, which never compiled.
        guard let productID = products?[indexPath.row] else {
            return
        }
        router.navigate(to: Configuration.productDestination(with: productID))
    }

}
