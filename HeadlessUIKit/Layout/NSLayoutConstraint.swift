#if !canImport(UIKit)
    import Foundation

    /// A relation between two layout attributes. Headlessly nothing is solved: a constraint records
    /// its items, attributes, relation, multiplier and constant, and activating it installs it on
    /// the nearest common ancestor of its views (``UIView/constraints``), as UIKit does; frames stay
    /// as the app sets them.
    @MainActor
    open class NSLayoutConstraint: NSObject {
        private weak var storedFirstItem: AnyObject?
        private weak var storedSecondItem: AnyObject?
        private let storedFirstAttribute: Attribute
        private let storedSecondAttribute: Attribute
        private let storedRelation: Relation
        private let storedMultiplier: CGFloat
        /// The view the constraint is installed on while active.
        weak var installedOn: UIView?

        /// Creates an inactive constraint `item1.attr1 relation multiplier × item2.attr2 + c`.
        /// The items are views or layout guides.
        public convenience init(
            item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
            toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
        ) {
            self.init(
                first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2, multiplier: multiplier, constant: c)
        }

        init(
            first: AnyObject, _ firstAttribute: Attribute, _ relation: Relation, second: AnyObject?, _ secondAttribute: Attribute,
            multiplier: CGFloat, constant: CGFloat
        ) {
            storedFirstItem = first
            storedSecondItem = second
            storedFirstAttribute = firstAttribute
            storedSecondAttribute = secondAttribute
            storedRelation = relation
            storedMultiplier = multiplier
            self.constant = constant
            super.init()
        }

        /// The first item. UIKit does not retain it; the model holds it weakly.
        open var firstItem: AnyObject? { storedFirstItem }
        /// The second item, nil for a constant.
        open var secondItem: AnyObject? { storedSecondItem }
        /// The first item's attribute.
        open var firstAttribute: NSLayoutConstraint.Attribute { storedFirstAttribute }
        /// The second item's attribute; `.notAnAttribute` for a constant.
        open var secondAttribute: NSLayoutConstraint.Attribute { storedSecondAttribute }
        /// The relation.
        open var relation: NSLayoutConstraint.Relation { storedRelation }
        /// The multiplier.
        open var multiplier: CGFloat { storedMultiplier }
        /// The constant; it may change while active.
        open var constant: CGFloat
        /// The priority; `.required` at first.
        open var priority: UILayoutPriority = .required
        /// A name for debugging.
        open var identifier: String?

        /// Whether the constraint is installed. Setting it activates or deactivates it as
        /// ``activate(_:)`` and ``deactivate(_:)`` do.
        open var isActive: Bool {
            get { installedOn != nil }
            set { newValue ? Self.activate([self]) : Self.deactivate([self]) }
        }

        /// Installs each constraint on the nearest common ancestor of its views. A constraint whose
        /// views share no ancestor raises UIKit's `NSGenericException`, and under the record policy
        /// stays inactive; the others are installed.
        open class func activate(_ constraints: [NSLayoutConstraint]) {
            for constraint in constraints where constraint.installedOn == nil {
                guard let ancestor = constraint.commonAncestor() else {
                    HeadlessRuntime.shared.raise(
                        "NSGenericException",
                        "Unable to activate constraint with anchors \(constraint.firstAttribute) and \(constraint.secondAttribute) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.",
                        kind: .constraintWithoutCommonAncestor)
                    continue
                }
                ancestor.install(constraint)
            }
        }

        /// Removes each constraint from the view it is installed on.
        open class func deactivate(_ constraints: [NSLayoutConstraint]) {
            for constraint in constraints {
                constraint.installedOn?.uninstall(constraint)
            }
        }

        /// The nearest view that is, or contains, the views of both items.
        private func commonAncestor() -> UIView? {
            guard let first = Self.view(of: storedFirstItem) else { return nil }
            guard storedSecondItem != nil else { return first }
            guard let second = Self.view(of: storedSecondItem) else { return nil }
            var candidate: UIView? = first
            while let current = candidate {
                if second.isDescendant(of: current) { return current }
                candidate = current.superview
            }
            return nil
        }

        /// A view item itself, a layout guide's owning view.
        private static func view(of item: AnyObject?) -> UIView? {
            if let view = item as? UIView { return view }
            return (item as? UILayoutGuide)?.owningView
        }
    }

#endif
