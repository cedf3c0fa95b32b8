/// Generated wire types: a module the app imports, which cannot see the app's classes.
public struct Envelope {
    public var subscriptions: [String] = []

    public init() {}
}

public func subscriptionCount(of envelope: Envelope) -> Int {
    envelope.subscriptions.count
}
