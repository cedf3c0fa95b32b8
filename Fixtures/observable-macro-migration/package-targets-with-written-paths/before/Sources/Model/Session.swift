import Combine

public final class Session: ObservableObject {
    public static let shared: Session = Session()

    @Published public var userName = ""
}
