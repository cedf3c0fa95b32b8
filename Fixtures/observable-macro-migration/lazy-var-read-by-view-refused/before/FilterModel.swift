import Combine

final class FilterModel: ObservableObject {
    @Published var results: [String] = []
    lazy var query = ""
}
