import Combine

final class HeaderViewModel: ObservableObject {
    @Published var user = ""
    @Published var followers = 0
}
