import Combine
import Observation

@Observable
final class HeaderViewModel {
    @ObservationIgnored var cancellables = Set<AnyCancellable>()
    var user = ""
    var followers = 0
}
