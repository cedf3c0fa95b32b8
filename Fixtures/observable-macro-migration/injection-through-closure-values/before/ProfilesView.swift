import SwiftUI

/// The sheet's closure receives what the binding holds.
struct ProfilesView: View {
    @StateObject private var library = Library()

    var body: some View {
        List(library.profiles) { profile in
            Button(profile.title) { library.editing = profile }
        }
        .sheet(item: $library.editing) { profile in
            EditProfileView()
                .environmentObject(profile)
        }
    }
}

struct EditProfileView: View {
    @EnvironmentObject private var profile: Profile

    var body: some View {
        TextField("Title", text: .constant(profile.title))
    }
}
