import SwiftUI

struct User {
    var name: String
}

final class ProfileModel: ObservableObject {
    @Published var name: String
    let title: String

    init(name: String, title: String) {
        self.name = name
        self.title = title
    }
}

struct ProfileEditor: View {
    @Binding var user: User
    let title: String
    @StateObject var model: ProfileModel

    init(user: Binding<User>, title: String) {
        self._user = user
        self.title = title
        // The model starts from the user's current name.
        self._model = StateObject(wrappedValue: ProfileModel(name: user.wrappedValue.name, title: title))
    }

    var body: some View {
        TextField(title, text: $model.name)
    }
}
