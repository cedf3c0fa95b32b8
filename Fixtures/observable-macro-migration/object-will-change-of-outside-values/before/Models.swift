import Combine

final class ProfileModel: ObservableObject {
    @Published var displayName = ""
}
