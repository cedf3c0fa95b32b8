import CoreData

final class Account: NSManagedObject {
    var name = ""

    static func fetchRequest() -> NSFetchRequest<Account> {
        NSFetchRequest<Account>(entityName: "Account")
    }
}

enum AccountSync {
    /// The managed object announces its change; which class it is, the request says.
    static func rename(to name: String, in context: NSManagedObjectContext) {
        let request = Account.fetchRequest()
        if let account = try? context.fetch(request).first {
            account.objectWillChange.send()
            account.name = name
        }
    }
}
