#if os(iOS)
import Combine
import Observation

/// The iOS scanner; the other builds declare their own 'Scanner'.
@Observable
final class Scanner {
    var codes: [String] = []
    var usesTorch = false
}
#endif
