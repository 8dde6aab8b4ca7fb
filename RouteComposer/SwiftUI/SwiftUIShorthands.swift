#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    // The implicit-member spellings of the SwiftUI helpers, and the concrete `StepAssembler` /
    // `StepAssemblerWithFinder` overloads that make `.finder(.hostingControllerWithContextFinder)`
    // and `.factory(.hostingControllerWithContextFactory)` resolve (see FinderAndFactoryShorthands.swift
    // and StepAssembler.swift for the UIKit ones).

    extension UIHostingControllerWithContextFinder {
        /// A hosting controller finder that asks the root view, with the default iterator.
        public static var hostingControllerWithContextFinder: UIHostingControllerWithContextFinder<ContentView> {
            UIHostingControllerWithContextFinder()
        }

        /// A hosting controller finder that asks the root view, with `iterator`.
        public static func hostingControllerWithContextFinder(iterator: StackIterator) -> UIHostingControllerWithContextFinder<ContentView> {
            UIHostingControllerWithContextFinder(iterator: iterator)
        }

        /// A hosting controller finder that asks the root view, searching with `options` from `startingPoint`.
        public static func hostingControllerWithContextFinder(
            options: SearchOptions, startingPoint: DefaultStackIterator.StartingPoint = .topmost,
            windowProvider: WindowProvider = RouteComposerDefaults.shared.windowProvider,
            containerAdapterLocator: ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator
        )
            -> UIHostingControllerWithContextFinder<ContentView>
        {
            UIHostingControllerWithContextFinder(
                options: options, startingPoint: startingPoint, windowProvider: windowProvider,
                containerAdapterLocator: containerAdapterLocator)
        }
    }

    extension UIHostingControllerFactory {
        /// A hosting controller factory whose root view `buildBlock` makes from the context.
        public static func hostingControllerFactory(_ buildBlock: @escaping (_: Context) -> ContentView) -> UIHostingControllerFactory<ContentView, Context> {
            UIHostingControllerFactory(buildBlock)
        }
    }

    extension UIHostingControllerWithContextFactory {
        /// A hosting controller factory whose root view is `ContentView(with: context)`.
        public static var hostingControllerWithContextFactory: UIHostingControllerWithContextFactory<ContentView> {
            UIHostingControllerWithContextFactory()
        }
    }

    extension StepAssembler {
        /// Uses a hosting controller finder that asks the root view: `.finder(.hostingControllerWithContextFinder)`.
        public func finder<ContentView: View & ContextChecking>(_ finder: UIHostingControllerWithContextFinder<ContentView>)
            -> StepAssemblerWithFinder<UIHostingControllerWithContextFinder<ContentView>>
        where VC == UIHostingController<ContentView>, C == ContentView.Context {
            getFinder(finder)
        }
    }

    extension StepAssemblerWithFinder {
        /// Uses a hosting controller factory with a closure: `.factory(.hostingControllerFactory { context in ProfileView(id: context) })`.
        ///
        /// Unlike upstream, the view need not be ``ContextChecking``: the factory never asks it.
        public func factory<ContentView: View>(_ factory: UIHostingControllerFactory<ContentView, F.Context>)
            -> StepAssembly<F, UIHostingControllerFactory<ContentView, F.Context>>
        where F.ViewController == UIHostingController<ContentView> {
            getFactory(factory)
        }

        /// Uses a hosting controller factory that makes the view from the context:
        /// `.factory(.hostingControllerWithContextFactory)`.
        ///
        /// Unlike upstream, the view need not be ``ContextChecking``: the factory never asks it.
        public func factory<ContentView: ContextInstantiatable>(_ factory: UIHostingControllerWithContextFactory<ContentView>)
            -> StepAssembly<F, UIHostingControllerWithContextFactory<ContentView>>
        where F.ViewController == UIHostingController<ContentView>, F.Context == ContentView.Context {
            getFactory(factory)
        }
    }
#endif
