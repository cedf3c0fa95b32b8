import Combine

// Kept in memory only.
@MainActor
final class TimerModel: ObservableObject {
    @Published var seconds = 0
}
