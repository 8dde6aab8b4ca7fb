#if !canImport(UIKit)
    import Foundation

    extension UIBarButtonItem {
        /// The system's bar button items. Raw values match UIKit's.
        public enum SystemItem: Int, Sendable {
            /// UIKit's `done` (0).
            case done = 0
            /// UIKit's `cancel` (1).
            case cancel = 1
            /// UIKit's `edit` (2).
            case edit = 2
            /// UIKit's `save` (3).
            case save = 3
            /// UIKit's `add` (4).
            case add = 4
            /// UIKit's `flexibleSpace` (5).
            case flexibleSpace = 5
            /// UIKit's `fixedSpace` (6).
            case fixedSpace = 6
            /// UIKit's `compose` (7).
            case compose = 7
            /// UIKit's `reply` (8).
            case reply = 8
            /// UIKit's `action` (9).
            case action = 9
            /// UIKit's `organize` (10).
            case organize = 10
            /// UIKit's `bookmarks` (11).
            case bookmarks = 11
            /// UIKit's `search` (12).
            case search = 12
            /// UIKit's `refresh` (13).
            case refresh = 13
            /// UIKit's `stop` (14).
            case stop = 14
            /// UIKit's `camera` (15).
            case camera = 15
            /// UIKit's `trash` (16).
            case trash = 16
            /// UIKit's `play` (17).
            case play = 17
            /// UIKit's `pause` (18).
            case pause = 18
            /// UIKit's `rewind` (19).
            case rewind = 19
            /// UIKit's `fastForward` (20).
            case fastForward = 20
            /// UIKit's `undo` (21).
            case undo = 21
            /// UIKit's `redo` (22).
            case redo = 22
            /// UIKit's `close` (24).
            case close = 24
        }
    }

#endif
