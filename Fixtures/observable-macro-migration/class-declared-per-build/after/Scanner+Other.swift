#if !os(iOS)
import Combine
import Observation

@Observable
final class Scanner {
    var codes: [String] = []
}
#endif
