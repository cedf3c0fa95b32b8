// A stand-in for the parts of Apple's GroupActivities framework (SharePlay) that fixtures use,
// with the real signatures: a session is an `ObservableObject` publishing its `state`, and the
// sessions of an activity come from a static method the framework gives every `GroupActivity`.
import Combine

public struct GroupActivityMetadata {
    public var title: String?

    public init() {}
}

public protocol GroupActivity: Codable {
    static var activityIdentifier: String { get }
    var metadata: GroupActivityMetadata { get }
}

extension GroupActivity {
    public static var activityIdentifier: String { fatalError() }

    public static func sessions() -> GroupSession<Self>.Sessions { fatalError() }
}

public final class GroupSession<ActivityType: GroupActivity>: ObservableObject {
    public enum State {
        case waiting
        case joined
        case invalidated(reason: Error)
    }

    @Published public private(set) var state: State = .waiting
    public let activity: ActivityType

    init(activity: ActivityType) {
        self.activity = activity
    }

    public func join() {}

    public struct Sessions: AsyncSequence {
        public typealias Element = GroupSession<ActivityType>

        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> GroupSession<ActivityType>? { fatalError() }
        }

        public func makeAsyncIterator() -> AsyncIterator { fatalError() }
    }
}
