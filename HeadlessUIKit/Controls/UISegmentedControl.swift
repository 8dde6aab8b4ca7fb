#if !canImport(UIKit)
    import Foundation

    /// A row of segments, one selected at most. Headlessly it keeps its segments and selection;
    /// as in UIKit, setting the selection in code sends no event.
    @MainActor
    open class UISegmentedControl: UIControl {
        /// A segment's content: a title or an image.
        private struct Segment {
            var title: String?
            var image: UIImage?
            var isEnabled = true
        }

        private var segments: [Segment] = []

        /// The index of no segment: -1.
        nonisolated public class var noSegment: Int { -1 }

        /// Creates a control with a segment per item, each a `String` title or a ``UIImage``;
        /// other items make empty segments.
        public init(items: [Any]?) {
            super.init(frame: .zero)
            segments = (items ?? []).map { Segment(title: $0 as? String, image: $0 as? UIImage) }
        }

        /// Creates a control with no segments.
        public override init(frame: CGRect) {
            super.init(frame: frame)
        }

        /// Nothing is archived headlessly; creates a control with no segments.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        /// The selected segment, else ``noSegment``. Out-of-range values select nothing.
        open var selectedSegmentIndex: Int {
            get { storedSelection }
            set { storedSelection = segments.indices.contains(newValue) ? newValue : Self.noSegment }
        }
        private var storedSelection = UISegmentedControl.noSegment

        /// Whether a segment stays selected after a tap. Stored only; false at first.
        open var isMomentary = false

        /// The number of segments.
        open var numberOfSegments: Int { segments.count }

        /// Inserts a titled segment at `segment` (clamped to the valid range).
        open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
            insert(Segment(title: title), at: segment)
        }

        /// Inserts an image segment at `segment` (clamped to the valid range).
        open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
            insert(Segment(image: image), at: segment)
        }

        private func insert(_ newSegment: Segment, at segment: Int) {
            let index = min(max(segment, 0), segments.count)
            segments.insert(newSegment, at: index)
            if storedSelection >= index, storedSelection != Self.noSegment { storedSelection += 1 }
        }

        /// Removes the segment at `segment`; an index out of range does nothing.
        open func removeSegment(at segment: Int, animated: Bool) {
            guard segments.indices.contains(segment) else { return }
            segments.remove(at: segment)
            if storedSelection == segment {
                storedSelection = Self.noSegment
            } else if storedSelection > segment {
                storedSelection -= 1
            }
        }

        /// Removes every segment and the selection.
        open func removeAllSegments() {
            segments.removeAll()
            storedSelection = Self.noSegment
        }

        /// Sets the title of a segment; an index out of range does nothing.
        open func setTitle(_ title: String?, forSegmentAt segment: Int) {
            guard segments.indices.contains(segment) else { return }
            segments[segment].title = title
        }

        /// The title of a segment, else nil.
        @discardableResult
        open func titleForSegment(at segment: Int) -> String? {
            segments.indices.contains(segment) ? segments[segment].title : nil
        }

        /// Sets the image of a segment; an index out of range does nothing.
        open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
            guard segments.indices.contains(segment) else { return }
            segments[segment].image = image
        }

        /// The image of a segment, else nil.
        @discardableResult
        open func imageForSegment(at segment: Int) -> UIImage? {
            segments.indices.contains(segment) ? segments[segment].image : nil
        }

        /// Enables or disables a segment; an index out of range does nothing.
        open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
            guard segments.indices.contains(segment) else { return }
            segments[segment].isEnabled = enabled
        }

        /// Whether a segment is enabled; false out of range.
        @discardableResult
        open func isEnabledForSegment(at segment: Int) -> Bool {
            segments.indices.contains(segment) && segments[segment].isEnabled
        }
    }

#endif
