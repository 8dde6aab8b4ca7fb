#if !canImport(UIKit) && !canImport(ObjectiveC)
    import Foundation

    /// The activity type of a universal link: an `https` URL the system hands the app in
    /// ``NSUserActivity/webpageURL``.
    public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

    /// What a user was doing, handed from one device, app or scene to another: a universal link,
    /// a Handoff, a scene's state to restore. Foundation declares it on Apple's systems; Linux's
    /// Foundation has none, so the model declares the part scenes and links use.
    open class NSUserActivity: NSObject {
        private let storedActivityType: String

        /// Creates an activity of `activityType`, such as ``NSUserActivityTypeBrowsingWeb``.
        public init(activityType: String) {
            storedActivityType = activityType
            super.init()
        }

        /// The kind of activity.
        open var activityType: String { storedActivityType }
        /// A title for the user.
        open var title: String?
        /// The web page the activity shows: the URL of a universal link.
        open var webpageURL: URL?
        /// The app's own description of the activity, restored with it.
        open var userInfo: [AnyHashable: Any]?
        /// Names the content, so the system can pick the scene that shows it.
        open var targetContentIdentifier: String?

        /// Adds the entries of `otherDictionary` to ``userInfo``, replacing those with the same keys.
        open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
            userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
        }
    }

#endif
