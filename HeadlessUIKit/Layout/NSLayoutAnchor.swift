#if !canImport(UIKit)
    import Foundation

    /// One attribute of a view or layout guide, which makes constraints. Headlessly a constraint
    /// is recorded, not solved (see ``NSLayoutConstraint``).
    @MainActor
    open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
        weak var item: AnyObject?
        let attribute: NSLayoutConstraint.Attribute

        init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
            self.item = item
            self.attribute = attribute
            super.init()
        }

        func constraint(
            _ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1, constant: CGFloat = 0
        ) -> NSLayoutConstraint {
            NSLayoutConstraint(
                first: item ?? self, attribute, relation, second: anchor.map { $0.item ?? $0 }, anchor?.attribute ?? .notAnAttribute,
                multiplier: multiplier, constant: constant)
        }

        /// An inactive constraint: this anchor equals `anchor`.
        open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
            constraint(.equal, to: anchor)
        }
        /// An inactive constraint: this anchor is at least `anchor`.
        open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
            constraint(.greaterThanOrEqual, to: anchor)
        }
        /// An inactive constraint: this anchor is at most `anchor`.
        open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
            constraint(.lessThanOrEqual, to: anchor)
        }
        /// An inactive constraint: this anchor equals `anchor` plus `c`.
        open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
            constraint(.equal, to: anchor, constant: c)
        }
        /// An inactive constraint: this anchor is at least `anchor` plus `c`.
        open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
            constraint(.greaterThanOrEqual, to: anchor, constant: c)
        }
        /// An inactive constraint: this anchor is at most `anchor` plus `c`.
        open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
            constraint(.lessThanOrEqual, to: anchor, constant: c)
        }
    }

    /// A horizontal position: leading, trailing, left, right, centre X.
    @MainActor
    open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

    /// A vertical position: top, bottom, centre Y, baselines.
    @MainActor
    open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

    /// A size: width or height, which can also equal a constant.
    @MainActor
    open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
        /// An inactive constraint: this dimension equals `c`.
        open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
            constraint(.equal, to: nil, constant: c)
        }
        /// An inactive constraint: this dimension is at least `c`.
        open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
            constraint(.greaterThanOrEqual, to: nil, constant: c)
        }
        /// An inactive constraint: this dimension is at most `c`.
        open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
            constraint(.lessThanOrEqual, to: nil, constant: c)
        }
        /// An inactive constraint: this dimension equals `m` × `anchor`.
        open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
            constraint(.equal, to: anchor, multiplier: m)
        }
        /// An inactive constraint: this dimension equals `m` × `anchor` plus `c`.
        open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
            constraint(.equal, to: anchor, multiplier: m, constant: c)
        }
    }

#endif
