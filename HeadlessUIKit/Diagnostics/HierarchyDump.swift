#if !canImport(UIKit)

    /// Renders the controller hierarchy as an indented tree: scenes, windows, roots, children and
    /// presented chains, with the flags that matter to navigation.
    ///
    /// The walk is iterative, so very deep hierarchies do not exhaust the stack.
    @MainActor
    enum HierarchyDump {
        static func describeApplication(_ application: UIApplication) -> String {
            var lines: [String] = []
            let scenes = application.orderedScenes
            if scenes.isEmpty { lines.append("(no connected scenes)") }
            for (index, scene) in scenes.enumerated() {
                lines.append("scene \(index) [\(scene.activationState)]")
                for window in (scene as? UIWindowScene)?.windows ?? [] {
                    lines.append(contentsOf: describe(window, indent: 1))
                }
            }
            return lines.joined(separator: "\n")
        }

        static func describe(_ window: UIWindow, indent: Int = 0) -> [String] {
            var flags: [String] = []
            if window.isKeyWindow { flags.append("key") }
            flags.append(window.isHidden ? "hidden" : "visible")
            var lines = [String(repeating: "  ", count: indent) + "UIWindow [\(flags.joined(separator: ", "))]"]
            guard let root = window.rootViewController else {
                lines.append(String(repeating: "  ", count: indent + 1) + "(no root view controller)")
                return lines
            }
            lines.append(contentsOf: describe(root, indent: indent + 1, label: "root"))
            return lines
        }

        /// The tree below `controller`, one line per controller.
        static func describe(_ controller: UIViewController, indent: Int = 0, label: String? = nil) -> [String] {
            var lines: [String] = []
            var stack: [(UIViewController, Int, String?)] = [(controller, indent, label)]
            while let (current, depth, prefix) = stack.popLast() {
                let pad = String(repeating: "  ", count: depth)
                let name = String(describing: type(of: current))
                let title = current.title.map { " \"\($0)\"" } ?? ""
                let flagText = flags(of: current)
                lines.append(pad + (prefix.map { "\($0): " } ?? "") + name + title + (flagText.isEmpty ? "" : " [\(flagText.joined(separator: ", "))]"))
                if let presented = current.storedPresented {
                    stack.append((presented, depth + 1, "presents (\(styleName(presented.presentedStyle)))"))
                }
                for (index, child) in current.children.enumerated().reversed() {
                    stack.append((child, depth + 1, "[\(index)]"))
                }
            }
            return lines
        }

        private static func flags(of controller: UIViewController) -> [String] {
            var flags: [String] = []
            if let parent = controller.storedParent {
                if let navigation = parent as? UINavigationController, navigation.topViewController === controller { flags.append("top") }
                if let tabs = parent as? UITabBarController, tabs.selectedViewController === controller { flags.append("selected") }
            }
            if let split = controller as? UISplitViewController { flags.append(split.isCollapsed ? "collapsed" : "expanded") }
            switch controller.presentationPhase {
            case .presenting: flags.append("being presented")
            case .dismissing: flags.append("being dismissed")
            case .none, .presented: break
            }
            switch controller.appearanceState {
            case .appeared: flags.append("visible")
            case .appearing: flags.append("appearing")
            case .disappearing: flags.append("disappearing")
            case .disappeared: break
            }
            return flags
        }

        private static func styleName(_ style: UIModalPresentationStyle) -> String {
            switch style {
            case .fullScreen: ".fullScreen"
            case .pageSheet: ".pageSheet"
            case .formSheet: ".formSheet"
            case .currentContext: ".currentContext"
            case .custom: ".custom"
            case .overFullScreen: ".overFullScreen"
            case .overCurrentContext: ".overCurrentContext"
            case .popover: ".popover"
            case .none: ".none"
            case .automatic: ".automatic"
            }
        }
    }

    extension UIViewController {
        /// A readable dump of this controller's subtree: children and presented chains, with flags
        /// such as `top`, `selected`, `being presented` and `visible`. The model's own API.
        public func hierarchyDescription() -> String {
            HierarchyDump.describe(self).joined(separator: "\n")
        }
    }

    extension UIWindow {
        /// A readable dump of this window's controller tree. The model's own API.
        public func controllerHierarchyDescription() -> String {
            HierarchyDump.describe(self).joined(separator: "\n")
        }
    }

#endif
