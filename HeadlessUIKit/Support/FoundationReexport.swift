#if !canImport(UIKit)
    // UIKit re-exports Foundation, so code written against it names `Bundle`, `NSCoder`, `URL` or
    // `Data` with `import UIKit` alone. The model does the same, or such code would need a second
    // import that it does not need on iOS.
    @_exported import Foundation
#endif
