import SwiftUI

struct InboxView: View {
    let conversations: [Int]
    let threads: [Int]

    var body: some View {
        NavigationStack {
            List(conversations, id: \.self) { id in
                NavigationLink("Chat \(id)", value: id)
            }
            .navigationDestination(for: Int.self) { id in
                ChatView(
                    model: ChatModel(
                        conversationID: id,
                        pageSize: 20
                    ),
                    title: "Chat \(id)"
                )
            }
            .navigationDestination(for: String.self) { name in
                let threadModel = ThreadModel(
                    threadID: name.count,
                    showsRoot: true
                )
                ThreadView(
                    model: threadModel,
                    threadID: name.count
                )
            }
        }
    }
}
