import Combine

public final class Router: ObservableObject {
    @Published public var path: [String] = []

    public init() {}
}
