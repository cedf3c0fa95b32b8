import Combine
import Foundation

final class GalleryViewModel: ObservableObject {
    @Published private(set) var photos: [String] = []
    @Published private(set) var status = ""

    private let library = PassthroughSubject<[String], Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        library
            .sink { [weak self] photos in
                guard let self else { return }
                DispatchQueue.main.async {
                    self.photos = photos
                }
            }
            .store(in: &cancellables)

        library
            .map(\.count)
            .sink { [weak self] count in
                guard let self else { return }
                let text = "\(count) photos"
                DispatchQueue.main.async { self.status = text }
            }
            .store(in: &cancellables)
    }
}
