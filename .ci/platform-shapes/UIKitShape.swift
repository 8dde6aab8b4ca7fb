// Added to the headless model's sources only when .ci/check-platform-shapes builds them as a
// module named `UIKit`: real UIKit re-exports Foundation and QuartzCore (its `CATransaction`
// is QuartzCore's, which is why the model's own CATransaction.swift is left out of that build).
@_exported import Foundation
@_exported import QuartzCore
