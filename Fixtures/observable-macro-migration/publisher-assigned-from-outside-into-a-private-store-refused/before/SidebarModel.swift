import Combine

final class SidebarModel: ObservableObject {
    @Published var items: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init(titles: some Publisher<[String], Never>) {
        titles.sink { print($0) }.store(in: &cancellables)
    }
}
