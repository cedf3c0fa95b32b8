import Combine
import Observation

@Observable
public final class Router {
    public var path: [String] = []

    public init() {}
}
