import SwiftUI

final class ProfileViewModel: ObservableObject {
    @Published var name: String

    init(name: String) {
        self.name = name
    }
}

final class Router {
    func remember(_ model: ProfileViewModel) {}
}

struct ProfileCard: View {
    @ObservedObject var viewModel: ProfileViewModel

    var body: some View {
        Text(viewModel.name)
    }
}

struct ProfileScreen: View {
    let router: Router

    var body: some View {
        let model = ProfileViewModel(name: "Ada")
        // The router keeps the same instance the card shows.
        let _ = router.remember(model)
        ProfileCard(viewModel: model)
    }
}
