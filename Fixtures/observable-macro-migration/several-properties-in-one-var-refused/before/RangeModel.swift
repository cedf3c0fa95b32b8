import Combine

final class RangeModel: ObservableObject {
    @Published var lower = 0
    var upper = 10, limit = 100
    var (step, precision) = (1, 2)
}
