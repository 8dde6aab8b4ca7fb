import Testing
@testable import RouteComposer

extension RouteComposerTests {
    @MainActor
    @Suite("SearchOptions")
    struct SearchOptionsTests {
        @Test("The single options are distinct bits in the documented order")
        func singleOptionsAreBits() {
            #expect(SearchOptions.allCases.map(\.rawValue) == [1, 2, 4, 8, 16, 32])
            #expect(SearchOptions.allCases == [.current, .visible, .contained, .presented, .presenting, .parent])
        }

        @Test("The combinations hold exactly their documented options")
        func combinations() {
            #expect(SearchOptions.currentAllStack == [.current, .contained])
            #expect(SearchOptions.currentVisibleOnly == [.current, .visible])
            #expect(SearchOptions.allVisible == [.current, .visible, .presented, .presenting])
            #expect(SearchOptions.fullStack == [.current, .contained, .presented, .presenting])
            #expect(SearchOptions.currentAndUp == [.current, .contained, .presented])
            #expect(SearchOptions.currentAndDown == [.current, .contained, .presenting])
        }

        @Test("The description lists the names of the options set, comma-separated")
        func description() {
            #expect(SearchOptions.fullStack.description == "current, contained, presented, presenting")
            #expect(SearchOptions.parent.description == "parent")
            #expect(SearchOptions([.visible, .current]).description == "current, visible")
            #expect(SearchOptions().description == "")
        }
    }
}
