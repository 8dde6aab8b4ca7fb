#if !canImport(UIKit)
    // UIKit re-exports Foundation, so code written against it names `Bundle`, `NSCoder`, `URL` or
    // `Data` with `import UIKit` alone. The model does the same, or such code would need a second
    // import that it does not need on iOS.
    @_exported import Foundation
    // UIKit re-exports CoreGraphics too. Since the macOS 14 SDK, Foundation no longer brings in
    // CoreGraphics' Swift overlay, so on a Mac `CGRect.zero` or `CGAffineTransform.identity` need
    // it; on Linux there is none, and Foundation declares the geometry types.
    #if canImport(CoreGraphics)
        @_exported import CoreGraphics
    #endif
#endif
