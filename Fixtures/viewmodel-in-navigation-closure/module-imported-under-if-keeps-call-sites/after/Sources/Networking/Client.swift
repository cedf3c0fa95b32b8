public protocol Client {
    func fetch(_ path: String) async -> [String]
}

public struct HTTPClient: Client {
    public init() {}

    public func fetch(_ path: String) async -> [String] { [path] }
}
