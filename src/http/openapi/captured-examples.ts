/**
 * Requests and responses of every operation, captured from a real run by
 * scripts/capture-api-examples.mjs (do not edit by hand; run the script again).
 */
import type { CapturedExamples } from './examples.js';

export const CAPTURED_EXAMPLES: CapturedExamples = {
  "adminCreateOrganization": {
    "status": 201,
    "request": {
      "name": "Northwind Logistics"
    },
    "response": {
      "data": {
        "id": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
        "name": "Northwind Logistics",
        "defaultTeamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
        "createdAt": "2026-11-26T06:02:20.566Z"
      }
    }
  },
  "adminCreateApiKey": {
    "status": 201,
    "params": {
      "orgId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456"
    },
    "request": {
      "name": "Integration: EHS sync",
      "scopes": [
        "read",
        "write",
        "admin"
      ]
    },
    "response": {
      "data": {
        "id": "0c1ff847-88ab-4957-a17c-6cb5e618c1ae",
        "name": "Integration: EHS sync",
        "scopes": [
          "read",
          "write",
          "admin"
        ],
        "prefix": "smr_m92AZOjuZ62u",
        "createdAt": "2026-11-26T06:02:21.406Z",
        "revokedAt": null,
        "key": "smr_m92AZOjuZ62u_siea35SbHmWujwnJ3Sw5F7BW2i6SJou23C4rIi"
      }
    }
  },
  "adminListOrganizations": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
          "name": "Northwind Logistics",
          "defaultTeamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
          "createdAt": "2026-11-26T06:02:20.566Z"
        }
      ]
    }
  },
  "adminListApiKeys": {
    "status": 200,
    "params": {
      "orgId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456"
    },
    "response": {
      "data": [
        {
          "id": "0c1ff847-88ab-4957-a17c-6cb5e618c1ae",
          "name": "Integration: EHS sync",
          "scopes": [
            "read",
            "write",
            "admin"
          ],
          "prefix": "smr_m92AZOjuZ62u",
          "createdAt": "2026-11-26T06:02:21.406Z",
          "revokedAt": null
        }
      ]
    }
  },
  "health": {
    "status": 200,
    "response": {
      "status": "ok"
    }
  },
  "ready": {
    "status": 200,
    "response": {
      "status": "ready"
    }
  },
  "upsertDepartment": {
    "status": 201,
    "request": {
      "name": "Warehouse Operations",
      "externalId": "DEPT-WH"
    },
    "response": {
      "data": {
        "id": "7d30e253-9fe4-45a2-8452-3fa9ddddd34d",
        "name": "Warehouse Operations",
        "slug": "warehouse-operations",
        "externalId": "DEPT-WH",
        "createdAt": "2026-11-26T06:02:21.633Z",
        "updatedAt": "2026-11-26T06:02:21.633Z"
      }
    }
  },
  "upsertTeam": {
    "status": 201,
    "request": {
      "name": "Night Shift",
      "externalId": "TEAM-NIGHT"
    },
    "response": {
      "data": {
        "id": "1b25b36b-cefb-4c35-8b14-9978899f6ec3",
        "name": "Night Shift",
        "slug": "night-shift",
        "externalId": "TEAM-NIGHT",
        "createdAt": "2026-11-26T06:02:21.747Z",
        "updatedAt": "2026-11-26T06:02:21.747Z",
        "isDefault": false
      }
    }
  },
  "listDepartments": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "7d30e253-9fe4-45a2-8452-3fa9ddddd34d",
          "name": "Warehouse Operations",
          "slug": "warehouse-operations",
          "externalId": "DEPT-WH",
          "createdAt": "2026-11-26T06:02:21.633Z",
          "updatedAt": "2026-11-26T06:02:21.633Z"
        }
      ]
    }
  },
  "listTeams": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "d0db4ec7-29c1-4445-aef3-388440c76474",
          "name": "Default team",
          "slug": "default",
          "externalId": null,
          "createdAt": "2026-11-26T06:02:20.598Z",
          "updatedAt": "2026-11-26T06:02:20.598Z",
          "isDefault": true
        },
        {
          "id": "1b25b36b-cefb-4c35-8b14-9978899f6ec3",
          "name": "Night Shift",
          "slug": "night-shift",
          "externalId": "TEAM-NIGHT",
          "createdAt": "2026-11-26T06:02:21.747Z",
          "updatedAt": "2026-11-26T06:02:21.747Z",
          "isDefault": false
        }
      ]
    }
  },
  "createEquipmentType": {
    "status": 201,
    "request": {
      "name": "Forklift"
    },
    "response": {
      "data": {
        "id": "618ec099-0ab5-440d-bb33-90d4d503b620",
        "name": "Forklift",
        "slug": "forklift",
        "externalName": "Forklift",
        "createdAt": "2026-11-26T06:02:21.981Z",
        "updatedAt": "2026-11-26T06:02:21.981Z"
      }
    }
  },
  "listEquipmentTypes": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "618ec099-0ab5-440d-bb33-90d4d503b620",
          "name": "Forklift",
          "slug": "forklift",
          "externalName": "Forklift",
          "createdAt": "2026-11-26T06:02:21.981Z",
          "updatedAt": "2026-11-26T06:02:21.981Z"
        }
      ]
    }
  },
  "upsertLocation": {
    "status": 201,
    "request": {
      "name": "Rotterdam Distribution Center",
      "externalId": "SITE-RTM"
    },
    "response": {
      "data": {
        "id": "9488a93f-76f5-45d2-843a-d71f1ec3a40c",
        "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
        "name": "Rotterdam Distribution Center",
        "description": null,
        "slug": "rotterdam-distribution-center",
        "address1": null,
        "address2": null,
        "city": null,
        "state": null,
        "zip": null,
        "latitude": null,
        "longitude": null,
        "status": "active",
        "type": "location",
        "parentId": null,
        "externalId": "SITE-RTM",
        "createdById": null,
        "lastEditedById": null,
        "searchText": null,
        "tagIds": [],
        "createdAt": "2026-11-26T06:02:22.104Z",
        "updatedAt": "2026-11-26T06:02:22.104Z",
        "deletedAt": null
      }
    }
  },
  "upsertAsset": {
    "status": 201,
    "request": {
      "name": "Forklift FL-07",
      "externalId": "FL-07",
      "type": "equipment",
      "equipmentTypeId": "618ec099-0ab5-440d-bb33-90d4d503b620",
      "parentId": "9488a93f-76f5-45d2-843a-d71f1ec3a40c"
    },
    "response": {
      "data": {
        "id": "8209924b-98e8-47de-b8ff-693a93ae691d",
        "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
        "name": "Forklift FL-07",
        "description": null,
        "slug": "forklift-fl-07",
        "address1": null,
        "address2": null,
        "city": null,
        "state": null,
        "zip": null,
        "latitude": null,
        "longitude": null,
        "status": "active",
        "type": "equipment",
        "parentId": "9488a93f-76f5-45d2-843a-d71f1ec3a40c",
        "externalId": "FL-07",
        "createdById": null,
        "lastEditedById": null,
        "searchText": null,
        "tagIds": [],
        "createdAt": "2026-11-26T06:02:22.255Z",
        "updatedAt": "2026-11-26T06:02:22.255Z",
        "deletedAt": null,
        "equipmentTypeId": "618ec099-0ab5-440d-bb33-90d4d503b620",
        "externalParentId": "SITE-RTM"
      }
    }
  },
  "bulkUpsertAssets": {
    "status": 200,
    "request": {
      "assets": [
        {
          "name": "Forklift FL-08",
          "externalId": "FL-08",
          "type": "equipment",
          "equipmentTypeId": "618ec099-0ab5-440d-bb33-90d4d503b620",
          "parentId": "9488a93f-76f5-45d2-843a-d71f1ec3a40c"
        }
      ]
    },
    "response": {
      "data": {
        "results": [
          {
            "externalId": "FL-08",
            "success": true,
            "created": true,
            "id": "38868d06-f689-4b0f-b671-a6235578ce5e"
          }
        ],
        "summary": {
          "total": 1,
          "created": 1,
          "updated": 0,
          "failed": 0
        }
      }
    }
  },
  "listAssets": {
    "status": 200,
    "query": {
      "type": "equipment"
    },
    "response": {
      "data": [
        {
          "id": "8209924b-98e8-47de-b8ff-693a93ae691d",
          "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
          "name": "Forklift FL-07",
          "description": null,
          "slug": "forklift-fl-07",
          "address1": null,
          "address2": null,
          "city": null,
          "state": null,
          "zip": null,
          "latitude": null,
          "longitude": null,
          "status": "active",
          "type": "equipment",
          "parentId": "9488a93f-76f5-45d2-843a-d71f1ec3a40c",
          "externalId": "FL-07",
          "createdById": null,
          "lastEditedById": null,
          "searchText": null,
          "tagIds": [],
          "createdAt": "2026-11-26T06:02:22.255Z",
          "updatedAt": "2026-11-26T06:02:22.255Z",
          "deletedAt": null,
          "equipmentTypeId": "618ec099-0ab5-440d-bb33-90d4d503b620",
          "externalParentId": "SITE-RTM"
        },
        {
          "id": "38868d06-f689-4b0f-b671-a6235578ce5e",
          "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
          "name": "Forklift FL-08",
          "description": null,
          "slug": "forklift-fl-08",
          "address1": null,
          "address2": null,
          "city": null,
          "state": null,
          "zip": null,
          "latitude": null,
          "longitude": null,
          "status": "active",
          "type": "equipment",
          "parentId": "9488a93f-76f5-45d2-843a-d71f1ec3a40c",
          "externalId": "FL-08",
          "createdById": null,
          "lastEditedById": null,
          "searchText": null,
          "tagIds": [],
          "createdAt": "2026-11-26T06:02:22.448Z",
          "updatedAt": "2026-11-26T06:02:22.448Z",
          "deletedAt": null,
          "equipmentTypeId": "618ec099-0ab5-440d-bb33-90d4d503b620",
          "externalParentId": "SITE-RTM"
        }
      ]
    }
  },
  "getAsset": {
    "status": 200,
    "params": {
      "assetId": "8209924b-98e8-47de-b8ff-693a93ae691d"
    },
    "response": {
      "data": {
        "id": "8209924b-98e8-47de-b8ff-693a93ae691d",
        "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
        "name": "Forklift FL-07",
        "description": null,
        "slug": "forklift-fl-07",
        "address1": null,
        "address2": null,
        "city": null,
        "state": null,
        "zip": null,
        "latitude": null,
        "longitude": null,
        "status": "active",
        "type": "equipment",
        "parentId": "9488a93f-76f5-45d2-843a-d71f1ec3a40c",
        "externalId": "FL-07",
        "createdById": null,
        "lastEditedById": null,
        "searchText": null,
        "tagIds": [],
        "createdAt": "2026-11-26T06:02:22.255Z",
        "updatedAt": "2026-11-26T06:02:22.255Z",
        "deletedAt": null,
        "equipmentTypeId": "618ec099-0ab5-440d-bb33-90d4d503b620",
        "externalParentId": "SITE-RTM"
      }
    }
  },
  "listLocations": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "9488a93f-76f5-45d2-843a-d71f1ec3a40c",
          "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
          "name": "Rotterdam Distribution Center",
          "description": null,
          "slug": "rotterdam-distribution-center",
          "address1": null,
          "address2": null,
          "city": null,
          "state": null,
          "zip": null,
          "latitude": null,
          "longitude": null,
          "status": "active",
          "type": "location",
          "parentId": null,
          "externalId": "SITE-RTM",
          "createdById": null,
          "lastEditedById": null,
          "searchText": null,
          "tagIds": [],
          "createdAt": "2026-11-26T06:02:22.104Z",
          "updatedAt": "2026-11-26T06:02:22.104Z",
          "deletedAt": null
        }
      ]
    }
  },
  "getLocation": {
    "status": 200,
    "params": {
      "locationId": "9488a93f-76f5-45d2-843a-d71f1ec3a40c"
    },
    "response": {
      "data": {
        "id": "9488a93f-76f5-45d2-843a-d71f1ec3a40c",
        "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
        "name": "Rotterdam Distribution Center",
        "description": null,
        "slug": "rotterdam-distribution-center",
        "address1": null,
        "address2": null,
        "city": null,
        "state": null,
        "zip": null,
        "latitude": null,
        "longitude": null,
        "status": "active",
        "type": "location",
        "parentId": null,
        "externalId": "SITE-RTM",
        "createdById": null,
        "lastEditedById": null,
        "searchText": null,
        "tagIds": [],
        "createdAt": "2026-11-26T06:02:22.104Z",
        "updatedAt": "2026-11-26T06:02:22.104Z",
        "deletedAt": null
      }
    }
  },
  "upsertUser": {
    "status": 201,
    "request": {
      "email": "maria.jansen@northwind.example",
      "fullName": "Maria Jansen",
      "externalId": "EMP-1042",
      "role": "member",
      "departmentId": "7d30e253-9fe4-45a2-8452-3fa9ddddd34d",
      "locationId": "9488a93f-76f5-45d2-843a-d71f1ec3a40c"
    },
    "response": {
      "data": {
        "id": "e63ee363-4838-424e-a26f-fa0857f584bc",
        "email": "maria.jansen@northwind.example",
        "fullName": "Maria Jansen",
        "phoneNumber": null,
        "avatarUrl": null,
        "role": "member",
        "externalId": "EMP-1042",
        "supervisorId": null,
        "supervisorEmail": null,
        "departments": [
          {
            "id": "7d30e253-9fe4-45a2-8452-3fa9ddddd34d",
            "name": "Warehouse Operations",
            "slug": "warehouse-operations"
          }
        ],
        "locations": [
          {
            "id": "9488a93f-76f5-45d2-843a-d71f1ec3a40c",
            "name": "Rotterdam Distribution Center",
            "slug": "rotterdam-distribution-center"
          }
        ],
        "teams": [
          {
            "id": "d0db4ec7-29c1-4445-aef3-388440c76474",
            "name": "Default team",
            "slug": "default"
          }
        ],
        "createdAt": "2026-11-26T06:02:22.826Z",
        "updatedAt": "2026-11-26T06:02:22.826Z"
      }
    }
  },
  "bulkUpsertUsers": {
    "status": 200,
    "request": {
      "users": [
        {
          "email": "tom.bakker@northwind.example",
          "fullName": "Tom Bakker",
          "externalId": "EMP-1043"
        }
      ]
    },
    "response": {
      "data": {
        "results": [
          {
            "externalId": "EMP-1043",
            "success": true,
            "created": true,
            "id": "6198b122-ff13-4a73-a119-465f881dfaad"
          }
        ],
        "summary": {
          "total": 1,
          "created": 1,
          "updated": 0,
          "failed": 0
        }
      }
    }
  },
  "listUsers": {
    "status": 200,
    "query": {
      "q": "jansen"
    },
    "response": {
      "data": [
        {
          "id": "e63ee363-4838-424e-a26f-fa0857f584bc",
          "email": "maria.jansen@northwind.example",
          "fullName": "Maria Jansen",
          "phoneNumber": null,
          "avatarUrl": null,
          "role": "member",
          "externalId": "EMP-1042",
          "supervisorId": null,
          "supervisorEmail": null,
          "departments": [
            {
              "id": "7d30e253-9fe4-45a2-8452-3fa9ddddd34d",
              "name": "Warehouse Operations",
              "slug": "warehouse-operations"
            }
          ],
          "locations": [
            {
              "id": "9488a93f-76f5-45d2-843a-d71f1ec3a40c",
              "name": "Rotterdam Distribution Center",
              "slug": "rotterdam-distribution-center"
            }
          ],
          "teams": [
            {
              "id": "d0db4ec7-29c1-4445-aef3-388440c76474",
              "name": "Default team",
              "slug": "default"
            }
          ],
          "createdAt": "2026-11-26T06:02:22.826Z",
          "updatedAt": "2026-11-26T06:02:22.826Z"
        }
      ]
    }
  },
  "getUser": {
    "status": 200,
    "params": {
      "userId": "e63ee363-4838-424e-a26f-fa0857f584bc"
    },
    "response": {
      "data": {
        "id": "e63ee363-4838-424e-a26f-fa0857f584bc",
        "email": "maria.jansen@northwind.example",
        "fullName": "Maria Jansen",
        "phoneNumber": null,
        "avatarUrl": null,
        "role": "member",
        "externalId": "EMP-1042",
        "supervisorId": null,
        "supervisorEmail": null,
        "departments": [
          {
            "id": "7d30e253-9fe4-45a2-8452-3fa9ddddd34d",
            "name": "Warehouse Operations",
            "slug": "warehouse-operations"
          }
        ],
        "locations": [
          {
            "id": "9488a93f-76f5-45d2-843a-d71f1ec3a40c",
            "name": "Rotterdam Distribution Center",
            "slug": "rotterdam-distribution-center"
          }
        ],
        "teams": [
          {
            "id": "d0db4ec7-29c1-4445-aef3-388440c76474",
            "name": "Default team",
            "slug": "default"
          }
        ],
        "createdAt": "2026-11-26T06:02:22.826Z",
        "updatedAt": "2026-11-26T06:02:22.826Z"
      }
    }
  },
  "createActionItemStatus": {
    "status": 201,
    "request": {
      "name": "Awaiting parts",
      "group": "on_hold",
      "externalId": "ST-PARTS"
    },
    "response": {
      "data": {
        "id": "c5af63bd-84c2-4405-8118-5c9ee46ec1b5",
        "name": "Awaiting parts",
        "group": "on_hold",
        "externalId": "ST-PARTS",
        "ordinal": 6,
        "isDefault": false
      }
    }
  },
  "updateActionItemStatus": {
    "status": 200,
    "params": {
      "id": "c5af63bd-84c2-4405-8118-5c9ee46ec1b5"
    },
    "request": {
      "name": "Awaiting spare parts"
    },
    "response": {
      "data": {
        "id": "c5af63bd-84c2-4405-8118-5c9ee46ec1b5",
        "name": "Awaiting spare parts",
        "group": "on_hold",
        "externalId": "ST-PARTS",
        "ordinal": 6,
        "isDefault": false
      }
    }
  },
  "listActionItemStatuses": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "3752eba0-e1fe-4920-88f2-f5b60587a172",
          "name": "Open",
          "group": "new",
          "externalId": null,
          "ordinal": 1,
          "isDefault": true
        },
        {
          "id": "2db9b655-f1c3-4d64-a92f-a419fb777464",
          "name": "In progress",
          "group": "in_progress",
          "externalId": null,
          "ordinal": 2,
          "isDefault": true
        },
        {
          "id": "a08e21b1-8a86-4674-aeb6-22bb95d30aa6",
          "name": "On hold",
          "group": "on_hold",
          "externalId": null,
          "ordinal": 3,
          "isDefault": true
        },
        {
          "id": "ba6ddfc2-c646-48e1-a48f-e9f131ec7c4b",
          "name": "Complete",
          "group": "complete",
          "externalId": null,
          "ordinal": 4,
          "isDefault": true
        },
        {
          "id": "a6cf5043-b640-4ce8-95d1-7e1dd2130187",
          "name": "Cancelled",
          "group": "cancelled",
          "externalId": null,
          "ordinal": 5,
          "isDefault": true
        },
        {
          "id": "c5af63bd-84c2-4405-8118-5c9ee46ec1b5",
          "name": "Awaiting spare parts",
          "group": "on_hold",
          "externalId": "ST-PARTS",
          "ordinal": 6,
          "isDefault": false
        }
      ]
    }
  },
  "createModuleField": {
    "status": 201,
    "params": {
      "slug": "action_item"
    },
    "request": {
      "key": "costEstimate",
      "label": "Cost estimate (EUR)",
      "type": "number"
    },
    "response": {
      "data": {
        "key": "costEstimate",
        "label": "Cost estimate (EUR)",
        "description": null,
        "type": "number",
        "required": false,
        "constraints": null,
        "logic": null,
        "defaultValue": null,
        "ordinal": 2,
        "groupLabel": null,
        "ops": [
          "eq",
          "neq",
          "gt",
          "gte",
          "lt",
          "lte",
          "in",
          "isNull",
          "isNotNull"
        ],
        "options": null
      }
    }
  },
  "updateModuleField": {
    "status": 200,
    "params": {
      "slug": "action_item",
      "key": "costEstimate"
    },
    "request": {
      "label": "Estimated cost (EUR)"
    },
    "response": {
      "data": {
        "key": "costEstimate",
        "label": "Estimated cost (EUR)",
        "description": null,
        "type": "number",
        "required": false,
        "constraints": null,
        "logic": null,
        "defaultValue": null,
        "ordinal": 2,
        "groupLabel": null,
        "ops": [
          "eq",
          "neq",
          "gt",
          "gte",
          "lt",
          "lte",
          "in",
          "isNull",
          "isNotNull"
        ],
        "options": null
      }
    }
  },
  "listModuleFields": {
    "status": 200,
    "params": {
      "slug": "action_item"
    },
    "response": {
      "data": [
        {
          "key": "rootCause",
          "label": "Root cause",
          "description": null,
          "type": "enum",
          "required": false,
          "constraints": null,
          "logic": null,
          "defaultValue": null,
          "ordinal": 1,
          "groupLabel": null,
          "ops": [
            "eq",
            "neq",
            "in",
            "isNull",
            "isNotNull"
          ],
          "options": [
            {
              "value": "equipment",
              "label": "Equipment"
            },
            {
              "value": "procedure",
              "label": "Procedure"
            },
            {
              "value": "training",
              "label": "Training"
            }
          ]
        },
        {
          "key": "costEstimate",
          "label": "Estimated cost (EUR)",
          "description": null,
          "type": "number",
          "required": false,
          "constraints": null,
          "logic": null,
          "defaultValue": null,
          "ordinal": 2,
          "groupLabel": null,
          "ops": [
            "eq",
            "neq",
            "gt",
            "gte",
            "lt",
            "lte",
            "in",
            "isNull",
            "isNotNull"
          ],
          "options": null
        }
      ]
    }
  },
  "bulkUpsertEvents": {
    "status": 200,
    "request": {
      "events": [
        {
          "externalId": "INC-2026-0311",
          "title": "Forklift collided with racking in aisle 4",
          "description": "No injuries; racking upright dented.",
          "locationExternalId": "SITE-RTM",
          "reportedByExternalId": "EMP-1042"
        }
      ]
    },
    "response": {
      "data": {
        "results": [
          {
            "externalId": "INC-2026-0311",
            "success": true,
            "created": true,
            "id": "5d984fa3-521d-47d7-a93b-f584c84867f4"
          }
        ],
        "summary": {
          "total": 1,
          "created": 1,
          "updated": 0,
          "failed": 0
        }
      }
    }
  },
  "getEvent": {
    "status": 200,
    "params": {
      "eventId": "5d984fa3-521d-47d7-a93b-f584c84867f4"
    },
    "response": {
      "data": {
        "id": "5d984fa3-521d-47d7-a93b-f584c84867f4",
        "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
        "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
        "externalId": "INC-2026-0311",
        "title": "Forklift collided with racking in aisle 4",
        "description": "No injuries; racking upright dented.",
        "eventType": null,
        "eventDate": "2026-11-26T06:02:23.584Z",
        "status": "open",
        "severity": null,
        "assetId": "9488a93f-76f5-45d2-843a-d71f1ec3a40c",
        "assetName": "Rotterdam Distribution Center",
        "reportedById": "e63ee363-4838-424e-a26f-fa0857f584bc",
        "reportedByName": "Maria Jansen",
        "metadata": {},
        "createdAt": "2026-11-26T06:02:23.584Z",
        "updatedAt": "2026-11-26T06:02:23.584Z",
        "deletedAt": null
      }
    }
  },
  "listEvents": {
    "status": 200,
    "query": {
      "updatedAfter": "2026-01-01T00:00:00Z"
    },
    "response": {
      "data": [
        {
          "id": "5d984fa3-521d-47d7-a93b-f584c84867f4",
          "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
          "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
          "externalId": "INC-2026-0311",
          "title": "Forklift collided with racking in aisle 4",
          "description": "No injuries; racking upright dented.",
          "eventType": null,
          "eventDate": "2026-11-26T06:02:23.584Z",
          "status": "open",
          "severity": null,
          "assetId": "9488a93f-76f5-45d2-843a-d71f1ec3a40c",
          "assetName": "Rotterdam Distribution Center",
          "reportedById": "e63ee363-4838-424e-a26f-fa0857f584bc",
          "reportedByName": "Maria Jansen",
          "metadata": {},
          "createdAt": "2026-11-26T06:02:23.584Z",
          "updatedAt": "2026-11-26T06:02:23.584Z",
          "deletedAt": null
        }
      ],
      "meta": {
        "pagination": {
          "page": 1,
          "limit": 50,
          "total": 1,
          "totalPages": 1,
          "hasNext": false,
          "hasPrev": false
        },
        "nextCursor": "WyJ2MSIsIjIwMjYtMTEtMjYgMDY6MDI6MjMuNTg0KzAwIiwiNWQ5ODRmYTMtNTIxZC00N2Q3LWE5M2ItZjU4NGM4NDg2N2Y0Il0"
      }
    }
  },
  "upsertActionItem": {
    "status": 201,
    "request": {
      "title": "Replace damaged racking upright in aisle 4",
      "externalId": "CA-2026-0142",
      "eventExternalId": "INC-2026-0311",
      "description": "Inspect the bay, replace the upright and re-certify the load rating.",
      "assignedToUserId": "e63ee363-4838-424e-a26f-fa0857f584bc",
      "dueDate": "2026-12-15T17:00:00.000Z",
      "priority": "high",
      "statusExternalId": "ST-PARTS",
      "locationExternalId": "FL-07",
      "fields": {
        "rootCause": "equipment",
        "costEstimate": 1850
      }
    },
    "response": {
      "data": {
        "id": "9ec27e38-b084-4ece-be33-bba98a0094f4",
        "entityType": "event",
        "entityId": "5d984fa3-521d-47d7-a93b-f584c84867f4",
        "formSubmissionId": null,
        "sourceSectionNodeId": null,
        "title": "Replace damaged racking upright in aisle 4",
        "description": "Inspect the bay, replace the upright and re-certify the load rating.",
        "assignedToUserId": "e63ee363-4838-424e-a26f-fa0857f584bc",
        "assignedToUserName": "Maria Jansen",
        "assignedToDepartmentId": null,
        "assignedToRoleSlug": null,
        "dueDate": "2026-12-15T17:00:00.000Z",
        "priority": "high",
        "statusId": "c5af63bd-84c2-4405-8118-5c9ee46ec1b5",
        "statusName": "Awaiting spare parts",
        "statusGroup": "on_hold",
        "status": "in_progress",
        "assetId": "8209924b-98e8-47de-b8ff-693a93ae691d",
        "assetName": "Forklift FL-07",
        "externalId": "CA-2026-0142",
        "responseNotes": null,
        "attachments": null,
        "completedAt": null,
        "completedById": null,
        "completedByName": null,
        "createdById": null,
        "fields": {
          "rootCause": "equipment",
          "costEstimate": 1850
        },
        "metadata": {},
        "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
        "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
        "createdAt": "2026-11-26T06:02:23.772Z",
        "updatedAt": "2026-11-26T06:02:23.772Z"
      }
    }
  },
  "bulkUpsertActionItems": {
    "status": 200,
    "request": {
      "actionItems": [
        {
          "title": "Refresher training on aisle speed limits",
          "externalId": "CA-2026-0143",
          "priority": "medium",
          "fields": {
            "rootCause": "training"
          }
        }
      ]
    },
    "response": {
      "data": {
        "results": [
          {
            "index": 0,
            "action": "created",
            "id": "01fc0ce8-69d8-4be4-be39-a2d66f9f4e8d",
            "externalId": "CA-2026-0143"
          }
        ],
        "summary": {
          "total": 1,
          "created": 1,
          "updated": 0,
          "failed": 0
        }
      }
    }
  },
  "updateActionItem": {
    "status": 200,
    "params": {
      "actionItemId": "9ec27e38-b084-4ece-be33-bba98a0094f4"
    },
    "request": {
      "priority": "urgent",
      "responseNotes": "Spare upright ordered."
    },
    "response": {
      "data": {
        "id": "9ec27e38-b084-4ece-be33-bba98a0094f4",
        "entityType": "event",
        "entityId": "5d984fa3-521d-47d7-a93b-f584c84867f4",
        "formSubmissionId": null,
        "sourceSectionNodeId": null,
        "title": "Replace damaged racking upright in aisle 4",
        "description": "Inspect the bay, replace the upright and re-certify the load rating.",
        "assignedToUserId": "e63ee363-4838-424e-a26f-fa0857f584bc",
        "assignedToUserName": "Maria Jansen",
        "assignedToDepartmentId": null,
        "assignedToRoleSlug": null,
        "dueDate": "2026-12-15T17:00:00.000Z",
        "priority": "urgent",
        "statusId": "c5af63bd-84c2-4405-8118-5c9ee46ec1b5",
        "statusName": "Awaiting spare parts",
        "statusGroup": "on_hold",
        "status": "in_progress",
        "assetId": "8209924b-98e8-47de-b8ff-693a93ae691d",
        "assetName": "Forklift FL-07",
        "externalId": "CA-2026-0142",
        "responseNotes": "Spare upright ordered.",
        "attachments": null,
        "completedAt": null,
        "completedById": null,
        "completedByName": null,
        "createdById": null,
        "fields": {
          "rootCause": "equipment",
          "costEstimate": 1850
        },
        "metadata": {},
        "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
        "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
        "createdAt": "2026-11-26T06:02:23.772Z",
        "updatedAt": "2026-11-26T06:02:23.850Z"
      }
    }
  },
  "getActionItem": {
    "status": 200,
    "params": {
      "actionItemId": "9ec27e38-b084-4ece-be33-bba98a0094f4"
    },
    "response": {
      "data": {
        "id": "9ec27e38-b084-4ece-be33-bba98a0094f4",
        "entityType": "event",
        "entityId": "5d984fa3-521d-47d7-a93b-f584c84867f4",
        "formSubmissionId": null,
        "sourceSectionNodeId": null,
        "title": "Replace damaged racking upright in aisle 4",
        "description": "Inspect the bay, replace the upright and re-certify the load rating.",
        "assignedToUserId": "e63ee363-4838-424e-a26f-fa0857f584bc",
        "assignedToUserName": "Maria Jansen",
        "assignedToDepartmentId": null,
        "assignedToRoleSlug": null,
        "dueDate": "2026-12-15T17:00:00.000Z",
        "priority": "urgent",
        "statusId": "c5af63bd-84c2-4405-8118-5c9ee46ec1b5",
        "statusName": "Awaiting spare parts",
        "statusGroup": "on_hold",
        "status": "in_progress",
        "assetId": "8209924b-98e8-47de-b8ff-693a93ae691d",
        "assetName": "Forklift FL-07",
        "externalId": "CA-2026-0142",
        "responseNotes": "Spare upright ordered.",
        "attachments": null,
        "completedAt": null,
        "completedById": null,
        "completedByName": null,
        "createdById": null,
        "fields": {
          "rootCause": "equipment",
          "costEstimate": 1850
        },
        "metadata": {},
        "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
        "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
        "createdAt": "2026-11-26T06:02:23.772Z",
        "updatedAt": "2026-11-26T06:02:23.850Z"
      }
    }
  },
  "listActionItems": {
    "status": 200,
    "query": {
      "limit": 20,
      "fieldFilters": [
        {
          "key": "rootCause",
          "op": "eq",
          "value": "equipment"
        }
      ],
      "fieldSort": {
        "key": "costEstimate",
        "direction": "desc"
      }
    },
    "response": {
      "data": [
        {
          "id": "9ec27e38-b084-4ece-be33-bba98a0094f4",
          "entityType": "event",
          "entityId": "5d984fa3-521d-47d7-a93b-f584c84867f4",
          "formSubmissionId": null,
          "sourceSectionNodeId": null,
          "title": "Replace damaged racking upright in aisle 4",
          "description": "Inspect the bay, replace the upright and re-certify the load rating.",
          "assignedToUserId": "e63ee363-4838-424e-a26f-fa0857f584bc",
          "assignedToUserName": "Maria Jansen",
          "assignedToDepartmentId": null,
          "assignedToRoleSlug": null,
          "dueDate": "2026-12-15T17:00:00.000Z",
          "priority": "urgent",
          "statusId": "c5af63bd-84c2-4405-8118-5c9ee46ec1b5",
          "statusName": "Awaiting spare parts",
          "statusGroup": "on_hold",
          "status": "in_progress",
          "assetId": "8209924b-98e8-47de-b8ff-693a93ae691d",
          "assetName": "Forklift FL-07",
          "externalId": "CA-2026-0142",
          "responseNotes": "Spare upright ordered.",
          "attachments": null,
          "completedAt": null,
          "completedById": null,
          "completedByName": null,
          "createdById": null,
          "fields": {
            "rootCause": "equipment",
            "costEstimate": 1850
          },
          "metadata": {},
          "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
          "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
          "createdAt": "2026-11-26T06:02:23.772Z",
          "updatedAt": "2026-11-26T06:02:23.850Z"
        }
      ],
      "meta": {
        "pagination": {
          "page": 1,
          "limit": 20,
          "total": 1,
          "totalPages": 1,
          "hasNext": false,
          "hasPrev": false
        },
        "nextCursor": null
      }
    }
  },
  "createWorkflow": {
    "status": 201,
    "request": {
      "name": "Incident investigation",
      "flowType": "assessment",
      "definition": {
        "nodes": [
          {
            "key": "triage",
            "type": "form"
          }
        ]
      }
    },
    "response": {
      "data": {
        "id": "d4aee1c4-fbf8-4144-875c-ec64ac3f7d7c",
        "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
        "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
        "flowType": "assessment",
        "name": "Incident investigation",
        "version": 1,
        "isActive": true,
        "createdById": null,
        "createdAt": "2026-11-26T06:02:23.903Z",
        "updatedAt": "2026-11-26T06:02:23.903Z",
        "definition": {
          "nodes": [
            {
              "key": "triage",
              "type": "form"
            }
          ]
        },
        "draftDefinition": null,
        "deletedAt": null
      }
    }
  },
  "saveWorkflowDraft": {
    "status": 200,
    "params": {
      "workflowId": "d4aee1c4-fbf8-4144-875c-ec64ac3f7d7c"
    },
    "request": {
      "draftDefinition": {
        "nodes": [
          {
            "key": "triage",
            "type": "form"
          },
          {
            "key": "review",
            "type": "approval"
          }
        ]
      }
    },
    "response": {
      "data": {
        "id": "d4aee1c4-fbf8-4144-875c-ec64ac3f7d7c",
        "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
        "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
        "flowType": "assessment",
        "name": "Incident investigation",
        "version": 1,
        "isActive": true,
        "createdById": null,
        "createdAt": "2026-11-26T06:02:23.903Z",
        "updatedAt": "2026-11-26T06:02:23.951Z",
        "definition": {
          "nodes": [
            {
              "key": "triage",
              "type": "form"
            }
          ]
        },
        "draftDefinition": {
          "nodes": [
            {
              "key": "triage",
              "type": "form"
            },
            {
              "key": "review",
              "type": "approval"
            }
          ]
        },
        "deletedAt": null
      }
    }
  },
  "publishWorkflowVersion": {
    "status": 201,
    "params": {
      "workflowId": "d4aee1c4-fbf8-4144-875c-ec64ac3f7d7c"
    },
    "request": {
      "definition": {
        "nodes": [
          {
            "key": "triage",
            "type": "form"
          },
          {
            "key": "review",
            "type": "approval"
          }
        ]
      }
    },
    "response": {
      "data": {
        "id": "d4aee1c4-fbf8-4144-875c-ec64ac3f7d7c",
        "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
        "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
        "flowType": "assessment",
        "name": "Incident investigation",
        "version": 2,
        "isActive": true,
        "createdById": null,
        "createdAt": "2026-11-26T06:02:23.903Z",
        "updatedAt": "2026-11-26T06:02:23.979Z",
        "definition": {
          "nodes": [
            {
              "key": "triage",
              "type": "form"
            },
            {
              "key": "review",
              "type": "approval"
            }
          ]
        },
        "draftDefinition": {
          "nodes": [
            {
              "key": "triage",
              "type": "form"
            },
            {
              "key": "review",
              "type": "approval"
            }
          ]
        },
        "deletedAt": null
      }
    }
  },
  "listWorkflows": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "d4aee1c4-fbf8-4144-875c-ec64ac3f7d7c",
          "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
          "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
          "flowType": "assessment",
          "name": "Incident investigation",
          "version": 2,
          "isActive": true,
          "createdById": null,
          "createdAt": "2026-11-26T06:02:23.903Z",
          "updatedAt": "2026-11-26T06:02:23.979Z"
        }
      ],
      "meta": {
        "pagination": {
          "page": 1,
          "limit": 50,
          "total": 1,
          "totalPages": 1,
          "hasNext": false,
          "hasPrev": false
        }
      }
    }
  },
  "getWorkflow": {
    "status": 200,
    "params": {
      "workflowId": "d4aee1c4-fbf8-4144-875c-ec64ac3f7d7c"
    },
    "response": {
      "data": {
        "id": "d4aee1c4-fbf8-4144-875c-ec64ac3f7d7c",
        "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
        "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
        "flowType": "assessment",
        "name": "Incident investigation",
        "version": 2,
        "isActive": true,
        "createdById": null,
        "createdAt": "2026-11-26T06:02:23.903Z",
        "updatedAt": "2026-11-26T06:02:23.979Z",
        "definition": {
          "nodes": [
            {
              "key": "triage",
              "type": "form"
            },
            {
              "key": "review",
              "type": "approval"
            }
          ]
        },
        "draftDefinition": {
          "nodes": [
            {
              "key": "triage",
              "type": "form"
            },
            {
              "key": "review",
              "type": "approval"
            }
          ]
        },
        "deletedAt": null
      }
    }
  },
  "createWorkflowRun": {
    "status": 201,
    "params": {
      "workflowId": "d4aee1c4-fbf8-4144-875c-ec64ac3f7d7c"
    },
    "request": {
      "flowRunType": "live",
      "eventId": "5d984fa3-521d-47d7-a93b-f584c84867f4"
    },
    "response": {
      "data": {
        "id": "f5ba8757-e946-4b1d-8459-d1fcab675a8b",
        "flowId": "d4aee1c4-fbf8-4144-875c-ec64ac3f7d7c",
        "flowVersion": 2,
        "flowRunType": "live",
        "createdById": null,
        "status": "pending",
        "context": null,
        "eventId": "5d984fa3-521d-47d7-a93b-f584c84867f4",
        "startedAt": null,
        "completedAt": null,
        "error": null,
        "createdAt": "2026-11-26T06:02:24.048Z",
        "updatedAt": "2026-11-26T06:02:24.048Z"
      }
    }
  },
  "updateWorkflowRun": {
    "status": 200,
    "params": {
      "workflowId": "d4aee1c4-fbf8-4144-875c-ec64ac3f7d7c",
      "runId": "f5ba8757-e946-4b1d-8459-d1fcab675a8b"
    },
    "request": {
      "status": "running"
    },
    "response": {
      "data": {
        "id": "f5ba8757-e946-4b1d-8459-d1fcab675a8b",
        "flowId": "d4aee1c4-fbf8-4144-875c-ec64ac3f7d7c",
        "flowVersion": 2,
        "flowRunType": "live",
        "createdById": null,
        "status": "running",
        "context": null,
        "eventId": "5d984fa3-521d-47d7-a93b-f584c84867f4",
        "startedAt": "2026-11-26T06:02:24.092Z",
        "completedAt": null,
        "error": null,
        "createdAt": "2026-11-26T06:02:24.048Z",
        "updatedAt": "2026-11-26T06:02:24.092Z"
      }
    }
  },
  "createNodeResult": {
    "status": 201,
    "params": {
      "workflowId": "d4aee1c4-fbf8-4144-875c-ec64ac3f7d7c",
      "runId": "f5ba8757-e946-4b1d-8459-d1fcab675a8b"
    },
    "request": {
      "nodeKey": "triage",
      "nodeType": "form"
    },
    "response": {
      "data": {
        "id": "0b7a1c2e-74c1-4b3d-b0c4-754c26fd6684",
        "flowRunId": "f5ba8757-e946-4b1d-8459-d1fcab675a8b",
        "parentNodeId": null,
        "nodeKey": "triage",
        "nodeName": null,
        "nodeType": "form",
        "status": "pending",
        "config": null,
        "output": null,
        "error": null,
        "startedAt": null,
        "completedAt": null,
        "createdAt": "2026-11-26T06:02:24.150Z",
        "updatedAt": "2026-11-26T06:02:24.150Z"
      }
    }
  },
  "updateNodeResult": {
    "status": 200,
    "params": {
      "workflowId": "d4aee1c4-fbf8-4144-875c-ec64ac3f7d7c",
      "runId": "f5ba8757-e946-4b1d-8459-d1fcab675a8b",
      "nodeResultId": "0b7a1c2e-74c1-4b3d-b0c4-754c26fd6684"
    },
    "request": {
      "status": "running"
    },
    "response": {
      "data": {
        "id": "0b7a1c2e-74c1-4b3d-b0c4-754c26fd6684",
        "flowRunId": "f5ba8757-e946-4b1d-8459-d1fcab675a8b",
        "parentNodeId": null,
        "nodeKey": "triage",
        "nodeName": null,
        "nodeType": "form",
        "status": "running",
        "config": null,
        "output": null,
        "error": null,
        "startedAt": "2026-11-26T06:02:24.209Z",
        "completedAt": null,
        "createdAt": "2026-11-26T06:02:24.150Z",
        "updatedAt": "2026-11-26T06:02:24.209Z"
      }
    }
  },
  "listWorkflowRuns": {
    "status": 200,
    "params": {
      "workflowId": "d4aee1c4-fbf8-4144-875c-ec64ac3f7d7c"
    },
    "response": {
      "data": [
        {
          "id": "f5ba8757-e946-4b1d-8459-d1fcab675a8b",
          "flowId": "d4aee1c4-fbf8-4144-875c-ec64ac3f7d7c",
          "flowVersion": 2,
          "flowRunType": "live",
          "createdById": null,
          "status": "running",
          "context": null,
          "eventId": "5d984fa3-521d-47d7-a93b-f584c84867f4",
          "startedAt": "2026-11-26T06:02:24.092Z",
          "completedAt": null,
          "error": null,
          "createdAt": "2026-11-26T06:02:24.048Z",
          "updatedAt": "2026-11-26T06:02:24.209Z",
          "createdBy": null,
          "flow": {
            "id": "d4aee1c4-fbf8-4144-875c-ec64ac3f7d7c",
            "name": "Incident investigation",
            "version": 2,
            "flowType": "assessment"
          },
          "deletedAt": null
        }
      ],
      "meta": {
        "pagination": {
          "page": 1,
          "limit": 50,
          "total": 1,
          "totalPages": 1,
          "hasNext": false,
          "hasPrev": false
        }
      }
    }
  },
  "getWorkflowRun": {
    "status": 200,
    "params": {
      "workflowId": "d4aee1c4-fbf8-4144-875c-ec64ac3f7d7c",
      "runId": "f5ba8757-e946-4b1d-8459-d1fcab675a8b"
    },
    "response": {
      "data": {
        "id": "f5ba8757-e946-4b1d-8459-d1fcab675a8b",
        "flowId": "d4aee1c4-fbf8-4144-875c-ec64ac3f7d7c",
        "flowVersion": 2,
        "flowRunType": "live",
        "createdById": null,
        "status": "running",
        "context": null,
        "eventId": "5d984fa3-521d-47d7-a93b-f584c84867f4",
        "startedAt": "2026-11-26T06:02:24.092Z",
        "completedAt": null,
        "error": null,
        "createdAt": "2026-11-26T06:02:24.048Z",
        "updatedAt": "2026-11-26T06:02:24.209Z",
        "nodeResults": [
          {
            "id": "0b7a1c2e-74c1-4b3d-b0c4-754c26fd6684",
            "flowRunId": "f5ba8757-e946-4b1d-8459-d1fcab675a8b",
            "parentNodeId": null,
            "nodeKey": "triage",
            "nodeName": null,
            "nodeType": "form",
            "status": "running",
            "config": null,
            "output": null,
            "error": null,
            "startedAt": "2026-11-26T06:02:24.209Z",
            "completedAt": null,
            "createdAt": "2026-11-26T06:02:24.150Z",
            "updatedAt": "2026-11-26T06:02:24.209Z"
          }
        ]
      }
    }
  },
  "createMetricDefinition": {
    "status": 201,
    "request": {
      "slug": "severity-score",
      "name": "Severity score"
    },
    "response": {
      "data": {
        "id": "6eeecd82-c62e-4016-acec-140fb78f0f7b",
        "slug": "severity-score",
        "name": "Severity score",
        "createdAt": "2026-11-26T06:02:24.353Z",
        "updatedAt": "2026-11-26T06:02:24.353Z"
      }
    }
  },
  "listMetricDefinitions": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "6eeecd82-c62e-4016-acec-140fb78f0f7b",
          "slug": "severity-score",
          "name": "Severity score",
          "createdAt": "2026-11-26T06:02:24.353Z",
          "updatedAt": "2026-11-26T06:02:24.353Z"
        }
      ]
    }
  },
  "putEventMetric": {
    "status": 201,
    "params": {
      "eventId": "5d984fa3-521d-47d7-a93b-f584c84867f4",
      "metricSlug": "severity-score"
    },
    "request": {
      "value": 3,
      "reason": "Property damage only",
      "confidenceScore": 0.92,
      "flowRunId": "f5ba8757-e946-4b1d-8459-d1fcab675a8b",
      "flowRunNodeId": "0b7a1c2e-74c1-4b3d-b0c4-754c26fd6684"
    },
    "response": {
      "data": {
        "id": "bfef69a0-75e1-4096-9c95-f78281bc8a34",
        "eventId": "5d984fa3-521d-47d7-a93b-f584c84867f4",
        "flowRunId": "f5ba8757-e946-4b1d-8459-d1fcab675a8b",
        "flowRunNodeId": "0b7a1c2e-74c1-4b3d-b0c4-754c26fd6684",
        "metricId": "6eeecd82-c62e-4016-acec-140fb78f0f7b",
        "transformedValue": null,
        "value": 3,
        "reason": "Property damage only",
        "confidenceScore": 0.92,
        "reviewStatus": 0,
        "auditScore": null,
        "auditReason": null,
        "createdAt": "2026-11-26T06:02:24.377Z",
        "updatedAt": "2026-11-26T06:02:24.377Z",
        "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
        "metricSlug": "severity-score",
        "metricName": "Severity score"
      }
    }
  },
  "getEventMetric": {
    "status": 200,
    "params": {
      "eventId": "5d984fa3-521d-47d7-a93b-f584c84867f4",
      "metricSlug": "severity-score"
    },
    "response": {
      "data": {
        "id": "bfef69a0-75e1-4096-9c95-f78281bc8a34",
        "eventId": "5d984fa3-521d-47d7-a93b-f584c84867f4",
        "flowRunId": "f5ba8757-e946-4b1d-8459-d1fcab675a8b",
        "flowRunNodeId": "0b7a1c2e-74c1-4b3d-b0c4-754c26fd6684",
        "metricId": "6eeecd82-c62e-4016-acec-140fb78f0f7b",
        "transformedValue": null,
        "value": 3,
        "reason": "Property damage only",
        "confidenceScore": 0.92,
        "reviewStatus": 0,
        "auditScore": null,
        "auditReason": null,
        "createdAt": "2026-11-26T06:02:24.377Z",
        "updatedAt": "2026-11-26T06:02:24.377Z",
        "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
        "metricSlug": "severity-score",
        "metricName": "Severity score"
      }
    }
  },
  "exportMetrics": {
    "status": 200,
    "query": {
      "metricSlug": "severity-score"
    },
    "response": {
      "data": [
        {
          "id": "bfef69a0-75e1-4096-9c95-f78281bc8a34",
          "eventId": "5d984fa3-521d-47d7-a93b-f584c84867f4",
          "flowRunId": "f5ba8757-e946-4b1d-8459-d1fcab675a8b",
          "transformedValue": null,
          "value": 3,
          "reason": "Property damage only",
          "confidenceScore": 0.92,
          "reviewStatus": 0,
          "createdAt": "2026-11-26T06:02:24.377Z",
          "updatedAt": "2026-11-26T06:02:24.377Z",
          "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
          "metricSlug": "severity-score",
          "metricName": "Severity score",
          "eventExternalId": "INC-2026-0311"
        }
      ],
      "meta": {
        "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
        "pagination": {
          "page": 1,
          "limit": 100,
          "total": 1,
          "totalPages": 1,
          "hasNext": false,
          "hasPrev": false
        },
        "filters": {
          "updatedAfter": null,
          "updatedBefore": null
        },
        "nextCursor": "WyJ2MSIsIjIwMjYtMTEtMjYgMDY6MDI6MjQuMzc3KzAwIiwiYmZlZjY5YTAtNzVlMS00MDk2LTljOTUtZjc4MjgxYmM4YTM0Il0"
      }
    }
  },
  "exportEventMetrics": {
    "status": 200,
    "query": {
      "eventExternalId": "INC-2026-0311"
    },
    "response": {
      "data": [
        {
          "id": "bfef69a0-75e1-4096-9c95-f78281bc8a34",
          "eventId": "5d984fa3-521d-47d7-a93b-f584c84867f4",
          "flowRunId": "f5ba8757-e946-4b1d-8459-d1fcab675a8b",
          "transformedValue": null,
          "value": 3,
          "reason": "Property damage only",
          "confidenceScore": 0.92,
          "reviewStatus": 0,
          "createdAt": "2026-11-26T06:02:24.377Z",
          "updatedAt": "2026-11-26T06:02:24.377Z",
          "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
          "metricSlug": "severity-score",
          "metricName": "Severity score",
          "eventExternalId": "INC-2026-0311"
        }
      ],
      "meta": {
        "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
        "pagination": {
          "page": 1,
          "limit": 100,
          "total": 1,
          "totalPages": 1,
          "hasNext": false,
          "hasPrev": false
        },
        "filters": {
          "updatedAfter": null,
          "updatedBefore": null
        },
        "nextCursor": "WyJ2MSIsIjIwMjYtMTEtMjYgMDY6MDI6MjQuMzc3KzAwIiwiYmZlZjY5YTAtNzVlMS00MDk2LTljOTUtZjc4MjgxYmM4YTM0Il0"
      }
    }
  },
  "listChanges": {
    "status": 200,
    "query": {
      "types": "action_item.*",
      "limit": 2
    },
    "response": {
      "data": [
        {
          "id": "e26b8f1e-0c4f-41d6-a9d0-d187f3fdb65d",
          "seq": "1795672943772000000000000001",
          "type": "action_item.created",
          "resource": "action_item",
          "occurredAt": "2026-11-26T06:02:23.772Z",
          "recordId": "9ec27e38-b084-4ece-be33-bba98a0094f4",
          "externalId": "CA-2026-0142",
          "actor": {
            "type": "api_key",
            "id": "0c1ff847-88ab-4957-a17c-6cb5e618c1ae",
            "name": "Integration: EHS sync"
          },
          "changes": [],
          "record": {
            "id": "9ec27e38-b084-4ece-be33-bba98a0094f4",
            "entityType": "event",
            "entityId": "5d984fa3-521d-47d7-a93b-f584c84867f4",
            "formSubmissionId": null,
            "sourceSectionNodeId": null,
            "title": "Replace damaged racking upright in aisle 4",
            "description": "Inspect the bay, replace the upright and re-certify the load rating.",
            "assignedToUserId": "e63ee363-4838-424e-a26f-fa0857f584bc",
            "assignedToUserName": "Maria Jansen",
            "assignedToDepartmentId": null,
            "assignedToRoleSlug": null,
            "dueDate": "2026-12-15T17:00:00.000Z",
            "priority": "high",
            "statusId": "c5af63bd-84c2-4405-8118-5c9ee46ec1b5",
            "statusName": "Awaiting spare parts",
            "statusGroup": "on_hold",
            "status": "in_progress",
            "assetId": "8209924b-98e8-47de-b8ff-693a93ae691d",
            "assetName": "Forklift FL-07",
            "externalId": "CA-2026-0142",
            "responseNotes": null,
            "attachments": null,
            "completedAt": null,
            "completedById": null,
            "completedByName": null,
            "createdById": null,
            "fields": {
              "rootCause": "equipment",
              "costEstimate": 1850
            },
            "metadata": {},
            "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
            "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
            "createdAt": "2026-11-26T06:02:23.772Z",
            "updatedAt": "2026-11-26T06:02:23.772Z"
          }
        },
        {
          "id": "16f0889e-2432-4a90-b1b2-4dc951f2b307",
          "seq": "1795672943808000000000000001",
          "type": "action_item.created",
          "resource": "action_item",
          "occurredAt": "2026-11-26T06:02:23.808Z",
          "recordId": "01fc0ce8-69d8-4be4-be39-a2d66f9f4e8d",
          "externalId": "CA-2026-0143",
          "actor": {
            "type": "api_key",
            "id": "0c1ff847-88ab-4957-a17c-6cb5e618c1ae",
            "name": "Integration: EHS sync"
          },
          "changes": [],
          "record": {
            "id": "01fc0ce8-69d8-4be4-be39-a2d66f9f4e8d",
            "entityType": null,
            "entityId": null,
            "formSubmissionId": null,
            "sourceSectionNodeId": null,
            "title": "Refresher training on aisle speed limits",
            "description": null,
            "assignedToUserId": null,
            "assignedToUserName": null,
            "assignedToDepartmentId": null,
            "assignedToRoleSlug": null,
            "dueDate": null,
            "priority": "medium",
            "statusId": "3752eba0-e1fe-4920-88f2-f5b60587a172",
            "statusName": "Open",
            "statusGroup": "new",
            "status": "open",
            "assetId": null,
            "assetName": null,
            "externalId": "CA-2026-0143",
            "responseNotes": null,
            "attachments": null,
            "completedAt": null,
            "completedById": null,
            "completedByName": null,
            "createdById": null,
            "fields": {
              "rootCause": "training"
            },
            "metadata": {},
            "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
            "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
            "createdAt": "2026-11-26T06:02:23.808Z",
            "updatedAt": "2026-11-26T06:02:23.808Z"
          }
        }
      ],
      "meta": {
        "limit": 2,
        "hasNext": true,
        "nextCursor": "1795672943808000000000000001"
      }
    }
  },
  "getActionItemHistory": {
    "status": 200,
    "params": {
      "actionItemId": "9ec27e38-b084-4ece-be33-bba98a0094f4"
    },
    "response": {
      "data": [
        {
          "id": "dad4ba25-6b9a-4aba-b0bd-78d45f169121",
          "seq": "1795672943850000000000000001",
          "type": "action_item.updated",
          "resource": "action_item",
          "occurredAt": "2026-11-26T06:02:23.850Z",
          "recordId": "9ec27e38-b084-4ece-be33-bba98a0094f4",
          "externalId": "CA-2026-0142",
          "actor": {
            "type": "api_key",
            "id": "0c1ff847-88ab-4957-a17c-6cb5e618c1ae",
            "name": "Integration: EHS sync"
          },
          "changes": [
            {
              "path": "priority",
              "from": "high",
              "to": "urgent"
            },
            {
              "path": "responseNotes",
              "from": null,
              "to": "Spare upright ordered."
            }
          ],
          "record": {
            "id": "9ec27e38-b084-4ece-be33-bba98a0094f4",
            "entityType": "event",
            "entityId": "5d984fa3-521d-47d7-a93b-f584c84867f4",
            "formSubmissionId": null,
            "sourceSectionNodeId": null,
            "title": "Replace damaged racking upright in aisle 4",
            "description": "Inspect the bay, replace the upright and re-certify the load rating.",
            "assignedToUserId": "e63ee363-4838-424e-a26f-fa0857f584bc",
            "assignedToUserName": "Maria Jansen",
            "assignedToDepartmentId": null,
            "assignedToRoleSlug": null,
            "dueDate": "2026-12-15T17:00:00.000Z",
            "priority": "urgent",
            "statusId": "c5af63bd-84c2-4405-8118-5c9ee46ec1b5",
            "statusName": "Awaiting spare parts",
            "statusGroup": "on_hold",
            "status": "in_progress",
            "assetId": "8209924b-98e8-47de-b8ff-693a93ae691d",
            "assetName": "Forklift FL-07",
            "externalId": "CA-2026-0142",
            "responseNotes": "Spare upright ordered.",
            "attachments": null,
            "completedAt": null,
            "completedById": null,
            "completedByName": null,
            "createdById": null,
            "fields": {
              "rootCause": "equipment",
              "costEstimate": 1850
            },
            "metadata": {},
            "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
            "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
            "createdAt": "2026-11-26T06:02:23.772Z",
            "updatedAt": "2026-11-26T06:02:23.850Z"
          }
        },
        {
          "id": "e26b8f1e-0c4f-41d6-a9d0-d187f3fdb65d",
          "seq": "1795672943772000000000000001",
          "type": "action_item.created",
          "resource": "action_item",
          "occurredAt": "2026-11-26T06:02:23.772Z",
          "recordId": "9ec27e38-b084-4ece-be33-bba98a0094f4",
          "externalId": "CA-2026-0142",
          "actor": {
            "type": "api_key",
            "id": "0c1ff847-88ab-4957-a17c-6cb5e618c1ae",
            "name": "Integration: EHS sync"
          },
          "changes": [],
          "record": {
            "id": "9ec27e38-b084-4ece-be33-bba98a0094f4",
            "entityType": "event",
            "entityId": "5d984fa3-521d-47d7-a93b-f584c84867f4",
            "formSubmissionId": null,
            "sourceSectionNodeId": null,
            "title": "Replace damaged racking upright in aisle 4",
            "description": "Inspect the bay, replace the upright and re-certify the load rating.",
            "assignedToUserId": "e63ee363-4838-424e-a26f-fa0857f584bc",
            "assignedToUserName": "Maria Jansen",
            "assignedToDepartmentId": null,
            "assignedToRoleSlug": null,
            "dueDate": "2026-12-15T17:00:00.000Z",
            "priority": "high",
            "statusId": "c5af63bd-84c2-4405-8118-5c9ee46ec1b5",
            "statusName": "Awaiting spare parts",
            "statusGroup": "on_hold",
            "status": "in_progress",
            "assetId": "8209924b-98e8-47de-b8ff-693a93ae691d",
            "assetName": "Forklift FL-07",
            "externalId": "CA-2026-0142",
            "responseNotes": null,
            "attachments": null,
            "completedAt": null,
            "completedById": null,
            "completedByName": null,
            "createdById": null,
            "fields": {
              "rootCause": "equipment",
              "costEstimate": 1850
            },
            "metadata": {},
            "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
            "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
            "createdAt": "2026-11-26T06:02:23.772Z",
            "updatedAt": "2026-11-26T06:02:23.772Z"
          }
        }
      ],
      "meta": {
        "limit": 50,
        "hasNext": false,
        "nextCursor": "1795672943772000000000000001"
      }
    }
  },
  "getUserHistory": {
    "status": 200,
    "params": {
      "userId": "e63ee363-4838-424e-a26f-fa0857f584bc"
    },
    "response": {
      "data": [
        {
          "id": "e76c7322-7dcd-4677-98b9-1d6bfb9a2cf7",
          "seq": "1795672942826000000000000001",
          "type": "user.created",
          "resource": "user",
          "occurredAt": "2026-11-26T06:02:22.826Z",
          "recordId": "e63ee363-4838-424e-a26f-fa0857f584bc",
          "externalId": "EMP-1042",
          "actor": {
            "type": "api_key",
            "id": "0c1ff847-88ab-4957-a17c-6cb5e618c1ae",
            "name": "Integration: EHS sync"
          },
          "changes": [],
          "record": {
            "id": "e63ee363-4838-424e-a26f-fa0857f584bc",
            "email": "maria.jansen@northwind.example",
            "fullName": "Maria Jansen",
            "phoneNumber": null,
            "avatarUrl": null,
            "role": "member",
            "externalId": "EMP-1042",
            "supervisorId": null,
            "supervisorEmail": null,
            "departments": [
              {
                "id": "7d30e253-9fe4-45a2-8452-3fa9ddddd34d",
                "name": "Warehouse Operations",
                "slug": "warehouse-operations"
              }
            ],
            "locations": [
              {
                "id": "9488a93f-76f5-45d2-843a-d71f1ec3a40c",
                "name": "Rotterdam Distribution Center",
                "slug": "rotterdam-distribution-center"
              }
            ],
            "teams": [
              {
                "id": "d0db4ec7-29c1-4445-aef3-388440c76474",
                "name": "Default team",
                "slug": "default"
              }
            ],
            "createdAt": "2026-11-26T06:02:22.826Z",
            "updatedAt": "2026-11-26T06:02:22.826Z"
          }
        }
      ],
      "meta": {
        "limit": 50,
        "hasNext": false,
        "nextCursor": "1795672942826000000000000001"
      }
    }
  },
  "getAssetHistory": {
    "status": 200,
    "params": {
      "assetId": "8209924b-98e8-47de-b8ff-693a93ae691d"
    },
    "response": {
      "data": [
        {
          "id": "c2106b83-c8b9-4214-a268-86b119145d63",
          "seq": "1795672942255000000000000001",
          "type": "asset.created",
          "resource": "asset",
          "occurredAt": "2026-11-26T06:02:22.255Z",
          "recordId": "8209924b-98e8-47de-b8ff-693a93ae691d",
          "externalId": "FL-07",
          "actor": {
            "type": "api_key",
            "id": "0c1ff847-88ab-4957-a17c-6cb5e618c1ae",
            "name": "Integration: EHS sync"
          },
          "changes": [],
          "record": {
            "id": "8209924b-98e8-47de-b8ff-693a93ae691d",
            "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
            "name": "Forklift FL-07",
            "description": null,
            "slug": "forklift-fl-07",
            "address1": null,
            "address2": null,
            "city": null,
            "state": null,
            "zip": null,
            "latitude": null,
            "longitude": null,
            "status": "active",
            "type": "equipment",
            "parentId": "9488a93f-76f5-45d2-843a-d71f1ec3a40c",
            "externalId": "FL-07",
            "createdById": null,
            "lastEditedById": null,
            "searchText": null,
            "tagIds": [],
            "createdAt": "2026-11-26T06:02:22.255Z",
            "updatedAt": "2026-11-26T06:02:22.255Z",
            "deletedAt": null,
            "equipmentTypeId": "618ec099-0ab5-440d-bb33-90d4d503b620",
            "externalParentId": "SITE-RTM"
          }
        }
      ],
      "meta": {
        "limit": 50,
        "hasNext": false,
        "nextCursor": "1795672942255000000000000001"
      }
    }
  },
  "getLocationHistory": {
    "status": 200,
    "params": {
      "locationId": "9488a93f-76f5-45d2-843a-d71f1ec3a40c"
    },
    "response": {
      "data": [
        {
          "id": "62992ba5-e229-4979-8a5f-347b39025ea9",
          "seq": "1795672942104000000000000001",
          "type": "location.created",
          "resource": "location",
          "occurredAt": "2026-11-26T06:02:22.104Z",
          "recordId": "9488a93f-76f5-45d2-843a-d71f1ec3a40c",
          "externalId": "SITE-RTM",
          "actor": {
            "type": "api_key",
            "id": "0c1ff847-88ab-4957-a17c-6cb5e618c1ae",
            "name": "Integration: EHS sync"
          },
          "changes": [],
          "record": {
            "id": "9488a93f-76f5-45d2-843a-d71f1ec3a40c",
            "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
            "name": "Rotterdam Distribution Center",
            "description": null,
            "slug": "rotterdam-distribution-center",
            "address1": null,
            "address2": null,
            "city": null,
            "state": null,
            "zip": null,
            "latitude": null,
            "longitude": null,
            "status": "active",
            "type": "location",
            "parentId": null,
            "externalId": "SITE-RTM",
            "createdById": null,
            "lastEditedById": null,
            "searchText": null,
            "tagIds": [],
            "createdAt": "2026-11-26T06:02:22.104Z",
            "updatedAt": "2026-11-26T06:02:22.104Z",
            "deletedAt": null
          }
        }
      ],
      "meta": {
        "limit": 50,
        "hasNext": false,
        "nextCursor": "1795672942104000000000000001"
      }
    }
  },
  "getEventHistory": {
    "status": 200,
    "params": {
      "eventId": "5d984fa3-521d-47d7-a93b-f584c84867f4"
    },
    "response": {
      "data": [
        {
          "id": "38023196-bbbd-41a6-b016-45ec10a62b77",
          "seq": "1795672943584000000000000001",
          "type": "event.created",
          "resource": "event",
          "occurredAt": "2026-11-26T06:02:23.584Z",
          "recordId": "5d984fa3-521d-47d7-a93b-f584c84867f4",
          "externalId": "INC-2026-0311",
          "actor": {
            "type": "api_key",
            "id": "0c1ff847-88ab-4957-a17c-6cb5e618c1ae",
            "name": "Integration: EHS sync"
          },
          "changes": [],
          "record": {
            "id": "5d984fa3-521d-47d7-a93b-f584c84867f4",
            "organizationId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
            "teamId": "d0db4ec7-29c1-4445-aef3-388440c76474",
            "externalId": "INC-2026-0311",
            "title": "Forklift collided with racking in aisle 4",
            "description": "No injuries; racking upright dented.",
            "eventType": null,
            "eventDate": "2026-11-26T06:02:23.584Z",
            "status": "open",
            "severity": null,
            "assetId": "9488a93f-76f5-45d2-843a-d71f1ec3a40c",
            "assetName": "Rotterdam Distribution Center",
            "reportedById": "e63ee363-4838-424e-a26f-fa0857f584bc",
            "reportedByName": "Maria Jansen",
            "metadata": {},
            "createdAt": "2026-11-26T06:02:23.584Z",
            "updatedAt": "2026-11-26T06:02:23.584Z",
            "deletedAt": null
          }
        }
      ],
      "meta": {
        "limit": 50,
        "hasNext": false,
        "nextCursor": "1795672943584000000000000001"
      }
    }
  },
  "createWebhook": {
    "status": 201,
    "request": {
      "url": "https://93.184.216.34/hooks/smr",
      "events": [
        "action_item.*",
        "event.created"
      ],
      "description": "EHS data lake",
      "enabled": false
    },
    "response": {
      "data": {
        "id": "205b6620-3492-4ccd-a573-c6e9ca393381",
        "url": "https://93.184.216.34/hooks/smr",
        "events": [
          "action_item.*",
          "event.created"
        ],
        "description": "EHS data lake",
        "enabled": false,
        "disabledReason": null,
        "createdAt": "2026-11-26T06:02:24.491Z",
        "updatedAt": "2026-11-26T06:02:24.491Z",
        "secret": "whsec_f+7QeV+XJ9aAAsHXkAcFNrgA1EBFiy4ZYqbqKQTw1XQ="
      }
    }
  },
  "updateWebhook": {
    "status": 200,
    "params": {
      "id": "205b6620-3492-4ccd-a573-c6e9ca393381"
    },
    "request": {
      "description": "EHS data lake (production)"
    },
    "response": {
      "data": {
        "id": "205b6620-3492-4ccd-a573-c6e9ca393381",
        "url": "https://93.184.216.34/hooks/smr",
        "events": [
          "action_item.*",
          "event.created"
        ],
        "description": "EHS data lake (production)",
        "enabled": false,
        "disabledReason": null,
        "createdAt": "2026-11-26T06:02:24.491Z",
        "updatedAt": "2026-11-26T06:02:24.503Z"
      }
    }
  },
  "getWebhook": {
    "status": 200,
    "params": {
      "id": "205b6620-3492-4ccd-a573-c6e9ca393381"
    },
    "response": {
      "data": {
        "id": "205b6620-3492-4ccd-a573-c6e9ca393381",
        "url": "https://93.184.216.34/hooks/smr",
        "events": [
          "action_item.*",
          "event.created"
        ],
        "description": "EHS data lake (production)",
        "enabled": false,
        "disabledReason": null,
        "createdAt": "2026-11-26T06:02:24.491Z",
        "updatedAt": "2026-11-26T06:02:24.503Z"
      }
    }
  },
  "listWebhooks": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "205b6620-3492-4ccd-a573-c6e9ca393381",
          "url": "https://93.184.216.34/hooks/smr",
          "events": [
            "action_item.*",
            "event.created"
          ],
          "description": "EHS data lake (production)",
          "enabled": false,
          "disabledReason": null,
          "createdAt": "2026-11-26T06:02:24.491Z",
          "updatedAt": "2026-11-26T06:02:24.503Z"
        }
      ]
    }
  },
  "rotateWebhookSecret": {
    "status": 200,
    "params": {
      "id": "205b6620-3492-4ccd-a573-c6e9ca393381"
    },
    "response": {
      "data": {
        "secret": "whsec_CZizuGgDKQilKSBjVj4FtvUn+1bYGnC727uTufaLX5A="
      }
    }
  },
  "testWebhook": {
    "status": 202,
    "params": {
      "id": "205b6620-3492-4ccd-a573-c6e9ca393381"
    },
    "request": {},
    "response": {
      "data": {
        "deliveries": 1
      }
    }
  },
  "replayWebhook": {
    "status": 202,
    "params": {
      "id": "205b6620-3492-4ccd-a573-c6e9ca393381"
    },
    "request": {
      "since": "2026-01-01T00:00:00Z"
    },
    "response": {
      "data": {
        "deliveries": 4
      }
    }
  },
  "listWebhookDeliveries": {
    "status": 200,
    "params": {
      "id": "205b6620-3492-4ccd-a573-c6e9ca393381"
    },
    "query": {
      "limit": 2
    },
    "response": {
      "data": [
        {
          "id": "6bcd1d37-9bb7-4b75-aa48-1fbff95a6df0",
          "changeId": "dad4ba25-6b9a-4aba-b0bd-78d45f169121",
          "type": "action_item.updated",
          "status": "pending",
          "nextAttemptAt": null,
          "createdAt": "2026-11-26T06:02:24.552Z",
          "attempts": []
        },
        {
          "id": "b28e11a5-582c-4b01-a166-92e7cc4dbce0",
          "changeId": "16f0889e-2432-4a90-b1b2-4dc951f2b307",
          "type": "action_item.created",
          "status": "pending",
          "nextAttemptAt": null,
          "createdAt": "2026-11-26T06:02:24.552Z",
          "attempts": []
        }
      ],
      "meta": {
        "limit": 2,
        "hasNext": true,
        "nextCursor": "4"
      }
    }
  },
  "retryWebhookDelivery": {
    "status": 202,
    "params": {
      "id": "205b6620-3492-4ccd-a573-c6e9ca393381",
      "deliveryId": "6bcd1d37-9bb7-4b75-aa48-1fbff95a6df0"
    },
    "request": {},
    "response": {
      "data": {
        "deliveries": 1
      }
    }
  },
  "retireModuleField": {
    "status": 204,
    "params": {
      "slug": "action_item",
      "key": "costEstimate"
    }
  },
  "deleteActionItem": {
    "status": 204,
    "params": {
      "actionItemId": "9ec27e38-b084-4ece-be33-bba98a0094f4"
    }
  },
  "deleteEvent": {
    "status": 204,
    "params": {
      "eventId": "5d984fa3-521d-47d7-a93b-f584c84867f4"
    }
  },
  "deleteWorkflow": {
    "status": 204,
    "params": {
      "workflowId": "d4aee1c4-fbf8-4144-875c-ec64ac3f7d7c"
    }
  },
  "deleteWebhook": {
    "status": 204,
    "params": {
      "id": "205b6620-3492-4ccd-a573-c6e9ca393381"
    }
  },
  "adminRevokeApiKey": {
    "status": 204,
    "params": {
      "orgId": "c6e1754f-e0ab-4c94-b1ff-5cf24d744456",
      "keyId": "0c1ff847-88ab-4957-a17c-6cb5e618c1ae"
    }
  }
};
