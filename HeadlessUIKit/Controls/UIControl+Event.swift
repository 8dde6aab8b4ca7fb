#if !canImport(UIKit)
    import Foundation

    extension UIControl {
        /// The events a control sends. Raw values match UIKit's.
        public struct Event: OptionSet, Sendable {
            /// The bits.
            public let rawValue: UInt
            /// Creates an event set from UIKit's bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }

            /// A touch went down.
            public static var touchDown: UIControl.Event { Event(rawValue: 1 << 0) }
            /// A repeated touch went down.
            public static var touchDownRepeat: UIControl.Event { Event(rawValue: 1 << 1) }
            /// A finger was dragged inside the control.
            public static var touchDragInside: UIControl.Event { Event(rawValue: 1 << 2) }
            /// A finger was dragged outside the control.
            public static var touchDragOutside: UIControl.Event { Event(rawValue: 1 << 3) }
            /// A finger was dragged into the control.
            public static var touchDragEnter: UIControl.Event { Event(rawValue: 1 << 4) }
            /// A finger was dragged out of the control.
            public static var touchDragExit: UIControl.Event { Event(rawValue: 1 << 5) }
            /// A touch was lifted inside the control: a tap.
            public static var touchUpInside: UIControl.Event { Event(rawValue: 1 << 6) }
            /// A touch was lifted outside the control.
            public static var touchUpOutside: UIControl.Event { Event(rawValue: 1 << 7) }
            /// The system cancelled a touch.
            public static var touchCancel: UIControl.Event { Event(rawValue: 1 << 8) }
            /// The value changed (a switch, a segmented control).
            public static var valueChanged: UIControl.Event { Event(rawValue: 1 << 12) }
            /// The control's primary action was triggered.
            public static var primaryActionTriggered: UIControl.Event { Event(rawValue: 1 << 13) }
            /// A menu action was triggered.
            public static var menuActionTriggered: UIControl.Event { Event(rawValue: 1 << 14) }
            /// Editing began in a text field.
            public static var editingDidBegin: UIControl.Event { Event(rawValue: 1 << 16) }
            /// A text field's text changed.
            public static var editingChanged: UIControl.Event { Event(rawValue: 1 << 17) }
            /// Editing ended in a text field.
            public static var editingDidEnd: UIControl.Event { Event(rawValue: 1 << 18) }
            /// Editing ended with the return key.
            public static var editingDidEndOnExit: UIControl.Event { Event(rawValue: 1 << 19) }
            /// Every touch event.
            public static var allTouchEvents: UIControl.Event { Event(rawValue: 0x0000_0FFF) }
            /// Every editing event.
            public static var allEditingEvents: UIControl.Event { Event(rawValue: 0x000F_0000) }
            /// The range reserved for apps.
            public static var applicationReserved: UIControl.Event { Event(rawValue: 0x0F00_0000) }
            /// The range reserved for the system.
            public static var systemReserved: UIControl.Event { Event(rawValue: 0xF000_0000) }
            /// Every event.
            public static var allEvents: UIControl.Event { Event(rawValue: 0xFFFF_FFFF) }
        }

        /// A control's state. Raw values match UIKit's.
        public struct State: OptionSet, Sendable {
            /// The bits.
            public let rawValue: UInt
            /// Creates a state from UIKit's bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }

            /// The normal state: no bit set.
            public static var normal: UIControl.State { State(rawValue: 0) }
            /// Highlighted.
            public static var highlighted: UIControl.State { State(rawValue: 1 << 0) }
            /// Disabled.
            public static var disabled: UIControl.State { State(rawValue: 1 << 1) }
            /// Selected.
            public static var selected: UIControl.State { State(rawValue: 1 << 2) }
            /// Focused.
            public static var focused: UIControl.State { State(rawValue: 1 << 3) }
            /// The range reserved for apps.
            public static var application: UIControl.State { State(rawValue: 0x00FF_0000) }
            /// The range reserved for the system.
            public static var reserved: UIControl.State { State(rawValue: 0xFF00_0000) }
        }
    }

#endif
