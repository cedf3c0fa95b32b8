import Combine

final class Stopwatch: ObservableObject {
    @Published var elapsed = 0.0
}
