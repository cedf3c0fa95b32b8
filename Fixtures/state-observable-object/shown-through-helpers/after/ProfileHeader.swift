import SwiftUI

final class ProfileModel: ObservableObject {
    @Published var name = "Guest"
    @Published var followers = 0
}

struct ProfileHeader: View {
    @StateObject private var model = ProfileModel()

    var body: some View {
        VStack {
            Text(greeting)
            Button("Follow") {
                model.followers += 1
            }
        }
    }

    private var greeting: String {
        "\(model.name), \(model.followers) followers"
    }
}

final class BadgeModel: ObservableObject {
    @Published var count = 0
}

struct BadgeView: View {
    @StateObject private var badge = BadgeModel()

    var body: some View {
        Text(label())
            .onTapGesture { badge.count = 0 }
    }

    private func label() -> String {
        badge.count == 0 ? "No news" : "\(badge.count) new"
    }
}
