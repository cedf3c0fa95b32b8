import Combine
import Observation

@Observable
public final class Session {
    public static let shared: Session = Session()

    public var userName = ""
}
