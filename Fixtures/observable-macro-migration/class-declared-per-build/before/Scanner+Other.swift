#if !os(iOS)
import Combine

final class Scanner: ObservableObject {
    @Published var codes: [String] = []
}
#endif
