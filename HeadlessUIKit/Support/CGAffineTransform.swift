#if !canImport(UIKit) && !canImport(CoreGraphics)
    import Foundation

    /// An affine transform matrix, standing in for Core Graphics' type where it does not exist.
    /// The model only passes it through (`targetTransform` of a transition coordinator).
    public struct CGAffineTransform: Equatable, Sendable {
        /// The matrix entries: `a`, `b`, `c`, `d` scale and rotate, `tx` and `ty` translate.
        public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

        /// Creates a transform from its six matrix entries.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        /// The identity transform.
        public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

#endif
