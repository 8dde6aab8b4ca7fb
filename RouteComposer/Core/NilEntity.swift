/// Marks a finder or factory that stands for "none": the router drops it when it assembles a step.
///
/// ``NilFinder`` means "never look, always build"; ``NilFactory`` means "this controller is built
/// by another step, only find it".
public protocol NilEntity {}
