import Combine

@MainActor
final class CounterModel: ObservableObject { // counts taps
    @Published var taps = 0
    @Published private(set) var label = ""

    init(ticks: AnyPublisher<Int, Never>) {
        ticks.assign(to: &$taps)
        $taps
            .map { "\($0) taps" }
            .assign(to: &self.$label)
    }
}
