#if !canImport(UIKit)
    import Foundation

    /// What a scroll view tells about scrolling and zooming. Headlessly nothing scrolls or zooms by
    /// itself, and UIKit's requirements are all optional, so none is declared here; it exists so
    /// that the table and collection view delegates refine it as in UIKit.
    @MainActor
    public protocol UIScrollViewDelegate: NSObjectProtocol {}

#endif
