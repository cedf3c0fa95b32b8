#if os(iOS)
import Combine

/// The iOS scanner; the other builds declare their own 'Scanner'.
final class Scanner: ObservableObject {
    @Published var codes: [String] = []
    @Published var usesTorch = false
}
#endif
