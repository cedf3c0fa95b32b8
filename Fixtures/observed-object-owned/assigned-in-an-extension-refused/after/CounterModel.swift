import Combine

final class CounterModel: ObservableObject {
    @Published var count: Int

    init(seed: Int = 0) {
        count = seed
    }
}
