import Testing
@testable import RouteComposer

// Protocols of every existential shape a weak-shared dependency can be registered as.
@MainActor protocol ImageGreeting { func greet() -> String }
@MainActor protocol ImageNaming { var label: String { get } }
@MainActor protocol ImageClassBound: AnyObject { func greet() -> String }
protocol ImageP1 {}
protocol ImageP2 {}
protocol ImageP3 {}
protocol ImageP4 {}
protocol ImageP5 {}

@MainActor final class ImageGreeter: ImageGreeting, ImageNaming, ImageClassBound, ImageP1, ImageP2, ImageP3, ImageP4, ImageP5 {
    let label: String
    init(label: String) { self.label = label }
    func greet() -> String { "hello from \(label)" }
}

/// An existential of five protocols: nine words, more than the image holds.
typealias ImageLarge = any ImageP1 & ImageP2 & ImageP3 & ImageP4 & ImageP5

struct ImageValue: ImageGreeting {
    func greet() -> String { "a value" }
}

/// Whether `value` is `object` itself. A function rather than `===` inside `#expect`, whose
/// expansion with a main-actor class on one side crashes Swift 6.3's SIL generation.
private func isIdentical(_ value: Any, to object: AnyObject) -> Bool {
    ObjectIdentifier(value as AnyObject) == ObjectIdentifier(object)
}

extension RouteComposerTests {
    @MainActor
    @Suite("UncountedObjectImage: a weak-shared instance handed out without a cast")
    struct UncountedObjectImageTests {
        /// Records `value`, asks for it back `count` times and checks each copy is the same
        /// instance; returns whether the layout was recorded at all.
        private func roundTrip<Value>(_ value: Value, object: AnyObject, count: Int = 3) -> [Value]? {
            var image = UncountedObjectImage<Value>()
            image.record(value, as: object)
            var copies: [Value] = []
            for _ in 0..<count {
                guard let copy = image.value(of: object) else { return nil }
                copies.append(copy)
            }
            return copies
        }

        @Test("An opaque existential of a class instance comes back as the same instance, with working witnesses")
        func opaqueExistential() throws {
            let greeter = ImageGreeter(label: "opaque")
            let copies = try #require(roundTrip(greeter as any ImageGreeting, object: greeter))
            for copy in copies {
                #expect(isIdentical(copy, to: greeter))
                #expect(copy.greet() == "hello from opaque")
            }
        }

        @Test("A class-bound existential, a class type, AnyObject and Any come back as the same instance")
        func otherClassLayouts() throws {
            let greeter = ImageGreeter(label: "bound")
            let bound = try #require(roundTrip(greeter as any ImageClassBound, object: greeter))
            #expect(bound.allSatisfy { isIdentical($0, to: greeter) && $0.greet() == "hello from bound" })
            let concrete = try #require(roundTrip(greeter, object: greeter))
            #expect(concrete.allSatisfy { isIdentical($0, to: greeter) })
            let anyObject = try #require(roundTrip(greeter as AnyObject, object: greeter))
            #expect(anyObject.allSatisfy { isIdentical($0, to: greeter) })
            let any = try #require(roundTrip(greeter as Any, object: greeter))
            #expect(any.allSatisfy { isIdentical($0, to: greeter) && ($0 as? ImageGreeter)?.label == "bound" })
        }

        @Test("A composition keeps every witness table: both protocols answer")
        func composition() throws {
            let greeter = ImageGreeter(label: "both")
            let copies = try #require(roundTrip(greeter as any ImageGreeting & ImageNaming, object: greeter))
            #expect(copies.allSatisfy { $0.greet() == "hello from both" && $0.label == "both" })
        }

        @Test("A value in an existential is not recorded: its first word is not an object")
        func valueIsNotRecorded() {
            let value = ImageValue()
            let box = value as AnyObject
            #expect(roundTrip(value as any ImageGreeting, object: box) == nil)
        }

        @Test("An existential too large for the image is not recorded")
        func tooImageLargeIsNotRecorded() {
            let greeter = ImageGreeter(label: "large")
            #expect(MemoryLayout<ImageLarge>.size > MemoryLayout<UncountedObjectImage<ImageLarge>.Words>.size)
            #expect(roundTrip(greeter as ImageLarge, object: greeter) == nil)
        }

        @Test("Another object than the recorded one gets nothing")
        func anotherObjectGetsNothing() {
            let recorded = ImageGreeter(label: "recorded")
            let other = ImageGreeter(label: "other")
            var image = UncountedObjectImage<any ImageGreeting>()
            image.record(recorded, as: recorded)
            #expect(image.value(of: other) == nil)
            #expect(image.value(of: recorded) != nil)
        }

        @Test("Every copy owns exactly one reference: the instance is freed with its last holder, never before")
        func referenceCountIsExact() {
            weak var weakGreeter: ImageGreeter?
            var image = UncountedObjectImage<any ImageGreeting>()
            do {
                let greeter = ImageGreeter(label: "counted")
                weakGreeter = greeter
                image.record(greeter, as: greeter)
                var copies: [any ImageGreeting] = []
                for _ in 0..<100 {
                    if let copy = image.value(of: greeter) { copies.append(copy) }
                }
                #expect(copies.count == 100)
                // Dropping the copies releases what they own, and only that: the instance lives on.
                copies.removeAll()
                #expect(weakGreeter?.greet() == "hello from counted")
                let survivor = image.value(of: greeter)
                #expect(survivor?.greet() == "hello from counted")
            }
            #expect(weakGreeter == nil, "a copy that owned more than one reference would leak the instance")
        }

        @Test("Through the container: a weak-shared instance of a protocol that is not class-bound is shared and freed")
        func containerSharesAndFrees() throws {
            let container = DependencyContainer()
            var made = 0
            container.register((any ImageGreeting).self) {
                made += 1
                return ImageGreeter(label: "shared \(made)")
            }
            weak var weakGreeter: ImageGreeter?
            do {
                let holder = try container.resolve((any ImageGreeting).self)
                weakGreeter = holder as? ImageGreeter
                for _ in 0..<50 {
                    let again = try container.resolve((any ImageGreeting).self)
                    #expect(isIdentical(again, to: holder as AnyObject))
                    #expect(again.greet() == "hello from shared 1")
                }
            }
            #expect(weakGreeter == nil)
            #expect(try container.resolve((any ImageGreeting).self).greet() == "hello from shared 2")
        }

        @Test("Through the container: a registered type too large for the image still resolves, by a cast")
        func containerFallsBackToTheCast() throws {
            let container = DependencyContainer()
            container.register(ImageLarge.self) { () -> ImageLarge in ImageGreeter(label: "large") }
            let holder = try container.resolve(ImageLarge.self)
            let again = try container.resolve(ImageLarge.self)
            #expect(isIdentical(again, to: holder as AnyObject))
        }
    }
}
