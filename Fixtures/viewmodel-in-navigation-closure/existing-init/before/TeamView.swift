import SwiftUI

struct Member: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct TeamView: View {
    let members: [Member]

    var body: some View {
        NavigationStack {
            List(members) { member in
                NavigationLink(member.name, value: member)
            }
            .navigationDestination(for: Member.self) { member in
                ProfileView(viewModel: ProfileViewModel(userID: member.id), title: member.name)
            }
        }
    }
}
