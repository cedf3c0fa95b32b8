import SwiftUI

/// The sheet's closure receives what the binding holds.
struct ProfilesView: View {
    @State private var library = Library()

    var body: some View {
        List(library.profiles) { profile in
            Button(profile.title) { library.editing = profile }
        }
        .sheet(item: $library.editing) { profile in
            EditProfileView()
                .environment(profile)
        }
    }
}

struct EditProfileView: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        TextField("Title", text: .constant(profile.title))
    }
}
