// Stand-in for Apple's SwiftUI, compiled twice by .ci/check-platform-shapes as a module named
// `SwiftUI`: in the iOS shape after `UIKit`, so `UIHostingController` is declared, and in the
// macOS shape without `UIKit`, so it is not, as on a Mac, whose SwiftUI hosts views in
// `NSHostingController` instead. It holds only what RouteComposer and the SwiftUIClient.swift
// configuration use, with the iOS SDK's signatures. Nothing here ever runs: the shapes are only
// compiled, so the bodies are the least that type-checks.
#if canImport(UIKit)
import UIKit
#else
import Foundation
#endif

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol View {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    public typealias Body = Never

    public var body: Never {
        self
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
    @usableFromInline var storage: String

    @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol {
        storage = String(content)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
    public typealias Body = Never

    // A primitive view: SwiftUI draws it itself and never asks for a body.
    public var body: Never {
        preconditionFailure("Text has no body")
    }
}

#if canImport(UIKit)
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController where Content: View {
    @MainActor @preconcurrency public var rootView: Content

    @MainActor @preconcurrency public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    @MainActor @preconcurrency public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: aDecoder)
    }

    @MainActor @preconcurrency required dynamic public init?(coder aDecoder: NSCoder) {
        return nil
    }

    // Not in the SDK: the iOS shape's UIKit is Swift, so its copy of the model marks
    // `init(nibName:bundle:)` required to stand in for Objective-C's dynamic initialisers (see
    // check-platform-shapes), and a Swift subclass then has to restate it. Being unavailable keeps
    // it as absent to clients as it is on iOS, where UIHostingController declares its own
    // designated initialisers and so does not inherit it.
    @available(*, unavailable)
    public required init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        preconditionFailure("UIHostingController is made with init(rootView:)")
    }
}
#endif
